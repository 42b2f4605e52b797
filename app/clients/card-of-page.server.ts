// The card a page under /admin/klienci/:id/… is about: its name for the
// heading, or the 404 every such page answers for a card erased or merged.
import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Database } from "~/db/database.server";
import { CARD_GONE } from "~/clients/clients.messages";

export async function cardOfPage(db: Kysely<Database>, id: number): Promise<{ id: number; name: string }> {
  const client = await db.selectFrom("clients").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  if (!client) throw data(CARD_GONE, { status: 404 });
  return client;
}
