// Finding a client's card by a piece of their name, phone or e-mail, as the
// trainer types it when taking a booking ("anna", "600 100", "lukasz"): the
// list's own search (client-list.server.ts), its first cards.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
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

/** How far back "regular" looks, and how many regulars a booking page offers before any search. */
const REGULAR_WEEKS = 8;
const REGULARS_SHOWN = 6;

/**
 * The clients booked most often in the last 8 weeks (sessions kept or had,
 * not cancelled), the most frequent first: the ones a trainer books by
 * phone, one tap away before anything is typed.
 */
export async function regularClients(db: Kysely<Database>, now: Date): Promise<ClientSummary[]> {
  const since = timestamp(new Date(now.getTime() - REGULAR_WEEKS * 7 * 24 * 3_600_000));
  return db
    .selectFrom("bookings")
    .innerJoin("clients", "clients.id", "bookings.client_id")
    .select(["clients.id", "clients.name", "clients.email", "clients.phone"])
    .select((eb) => eb.fn.countAll<number>().as("sessions"))
    .where("bookings.starts_at", ">=", since)
    .where("bookings.status", "in", ["confirmed", "attended"])
    .groupBy(["clients.id", "clients.name", "clients.email", "clients.phone"])
    .orderBy("sessions", "desc")
    .orderBy("clients.name")
    .limit(REGULARS_SHOWN)
    .execute()
    .then((rows) => rows.map(({ id, name, email, phone }) => ({ id, name, email, phone })));
}
