// Finding a client's card by a piece of their name, phone or e-mail, as the
// trainer types it when taking a booking ("anna", "600 100", "@gmail").
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

export type ClientSummary = { id: number; name: string; email: string; phone: string };

/** Cards whose name, e-mail or phone contains the text (digits of a phone compared without spaces), newest activity first. */
export async function searchClients(db: Kysely<Database>, text: string, limit = 10): Promise<ClientSummary[]> {
  const words = text.trim().toLowerCase();
  if (!words) return [];
  const digits = words.replace(/\D/g, "");
  // A "%" or "_" typed matches more, never less: no harm in a search box.
  const like = `%${words}%`;
  const rows = await db
    .selectFrom("clients")
    .select(["id", "name", "email", "phone"])
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["name"]), "like", like),
        eb(eb.fn("lower", ["email"]), "like", like),
        ...(digits.length >= 3 ? [eb(eb.fn("replace", ["phone", eb.val(" "), eb.val("")]), "like", `%${digits}%`)] : []),
      ]),
    )
    .orderBy("last_activity_at", "desc")
    .limit(limit)
    .execute();
  return rows;
}

export async function findClient(db: Kysely<Database>, id: number): Promise<ClientSummary | undefined> {
  return db.selectFrom("clients").select(["id", "name", "email", "phone"]).where("id", "=", id).executeTakeFirst();
}
