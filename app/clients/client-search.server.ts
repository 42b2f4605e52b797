// Finding a client's card by a piece of their name, phone or e-mail, as the
// trainer types it when taking a booking ("anna", "600 100", "lukasz"): the
// list's own search (client-list.server.ts), its first cards.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { clientQuery } from "~/clients/client-filter";
import { CLIENTS_PAGE_SIZE, listClients } from "~/clients/client-list.server";

export type ClientSummary = { id: number; name: string; email: string; phone: string };

/** Cards that match the text as the list of clients matches it, newest activity first. */
export async function searchClients(db: Kysely<Database>, text: string, limit = 10): Promise<ClientSummary[]> {
  const query = clientQuery(text);
  if (!query) return [];
  const { rows } = await listClients(db, { query, page: 1 }, new Date());
  return rows.slice(0, Math.min(limit, CLIENTS_PAGE_SIZE)).map(({ id, name, email, phone }) => ({ id, name, email, phone }));
}

export async function findClient(db: Kysely<Database>, id: number): Promise<ClientSummary | undefined> {
  return db.selectFrom("clients").select(["id", "name", "email", "phone"]).where("id", "=", id).executeTakeFirst();
}
