// "Dodaj klienta": a card made by the trainer before any enquiry or booking
// (a client met at the gym, a package bought on paper). Someone whose phone
// or e-mail a card already has gets no second one: the trainer is sent there.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { writeLockFirst } from "~/db/sql-dialect.server";
import { clientKeys } from "~/clients/client-keys";
import { cardFor, type Person } from "~/clients/client-cards.server";

export type AddClientOutcome = { kind: "added"; id: number } | { kind: "known"; id: number; name: string };

export async function addClientCard(db: Kysely<Database>, person: Person, now: Date): Promise<AddClientOutcome> {
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const keys = clientKeys(person);
    const known = keys.length
      ? await trx
          .selectFrom("client_keys")
          .innerJoin("clients", "clients.id", "client_keys.client_id")
          .select(["clients.id", "clients.name"])
          .where("client_keys.key", "in", keys)
          .orderBy("clients.id")
          .executeTakeFirst()
      : undefined;
    if (known) return { kind: "known", id: known.id, name: known.name };
    // Two taps at once: cardFor makes one card for both, and both mark it.
    const id = await cardFor(trx, person, now, "trainer");
    await trx
      .updateTable("clients")
      .set({ added_in_panel_at: timestamp(now) })
      .where("id", "=", id)
      .execute();
    return { kind: "added", id };
  });
}
