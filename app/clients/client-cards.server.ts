// One card per person who enquired or booked. A visitor's enquiry or booking
// joins a card only by the e-mail's key (the mailbox is where everything of
// the card goes, so whoever types it proves nothing they could use); a phone
// or a name alone makes a new card, which the panel offers to merge
// (card-suggestions.server.ts). The trainer, who knows her clients, finds a
// card by the e-mail's key, then the phone's. Every
// booking and every enquiry not marked as spam points at its card
// (client_id); the ones written without one (the contact form, bookings from
// before the cards) are linked when the panel reads the cards. Spam makes
// no card and joins none: a thousand bots are not a thousand clients.
import { sql, type Kysely, type Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { clientKeys } from "~/clients/client-keys";

export type Person = { name: string; email: string; phone: string };

/** Who gave the contact details: a visitor (online) or the trainer (in the panel). */
export type ContactSource = "visitor" | "trainer";

/** The keys that may join this source's contact to an existing card, the e-mail's first. */
export function joiningKeys(keys: string[], source: ContactSource): string[] {
  return source === "trainer" ? keys : keys.filter((key) => key.startsWith("e:"));
}

/**
 * The card of this person, made if no key of theirs that `source` may join
 * by is known, with the keys it lacks added (a key another card holds stays
 * there: a shared family phone does not move anyone). `at` is the activity's
 * time: the card's newest activity moves forward to it. Call it inside the
 * transaction that writes the enquiry or booking.
 */
export async function cardFor(trx: Transaction<Database>, person: Person, at: Date, source: ContactSource): Promise<number> {
  await writeLockFirst(trx);
  const keys = clientKeys(person);
  const joining = joiningKeys(keys, source);
  const known = joining.length ? await trx.selectFrom("client_keys").select(["key", "client_id"]).where("key", "in", joining).execute() : [];
  const found = joining.map((key) => known.find((row) => row.key === key)?.client_id).find((id) => id !== undefined);
  // Locked, so that the retention job cannot erase it as empty under this write; erased just before, it is made again.
  const owner = found === undefined ? undefined : (await lockedCard(trx, found))?.id;
  const when = timestamp(at);
  let id = owner;
  if (id === undefined) {
    const made = await trx
      .insertInto("clients")
      .values({
        name: person.name.trim(),
        email: person.email.trim(),
        phone: person.phone.trim(),
        notes: "",
        created_at: when,
        last_activity_at: when,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = made.id;
  }
  if (keys.length) {
    await trx
      .insertInto("client_keys")
      .values(keys.map((key) => ({ key, client_id: id! })))
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
  }
  if (owner === undefined && joining.length) {
    // Another request made this person's card at the same moment: its key won.
    const winner = await trx.selectFrom("client_keys").select("client_id").where("key", "=", joining[0]!).executeTakeFirstOrThrow();
    if (winner.client_id !== id) {
      await trx.deleteFrom("clients").where("id", "=", id).execute();
      id = winner.client_id;
    }
  }
  await trx
    .updateTable("clients")
    .set((eb) => ({
      last_activity_at: eb.case().when("last_activity_at", "<", when).then(when).else(eb.ref("last_activity_at")).end(),
      email: eb.case().when("email", "=", "").then(person.email.trim()).else(eb.ref("email")).end(),
      phone: eb.case().when("phone", "=", "").then(person.phone.trim()).else(eb.ref("phone")).end(),
    }))
    .where("id", "=", id)
    .execute();
  return id;
}

async function lockedCard(trx: Transaction<Database>, id: number) {
  const query = trx.selectFrom("clients").select("id").where("id", "=", id);
  return dialectOf(trx) === "postgres" ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/**
 * The unlinked rows of `table`, oldest first. Spam stays unlinked for good:
 * the condition is written as migration 0015's partial index
 * enquiries_unlinked_index has it (a literal, not a parameter, so that
 * SQLite's planner can use the index), and the query never reads a spam row.
 */
export function unlinkedRows(db: Kysely<Database>, table: "enquiries" | "bookings") {
  // An enquiry is always a visitor's; a booking says who took it.
  const origin = table === "bookings" ? sql<string>`origin` : sql<string>`'online'`;
  const query = db.selectFrom(table).select(["id", "name", "email", "phone", "created_at"]).select(origin.as("origin")).where("client_id", "is", null);
  return (table === "enquiries" ? query.where(sql<boolean>`status <> 'spam'`) : query).orderBy("id").limit(200);
}

const NOT_LINKED = Symbol("not linked");

/**
 * Links every booking and every enquiry not marked as spam that has no card
 * yet, oldest first; returns how many it linked.
 */
export async function linkUnlinked(db: Kysely<Database>): Promise<number> {
  let linked = 0;
  for (const table of ["enquiries", "bookings"] as const) {
    for (;;) {
      const rows = await unlinkedRows(db, table).execute();
      if (!rows.length) break;
      for (const row of rows) {
        linked += await db
          .transaction()
          .execute(async (trx) => {
            const source = row.origin === "trainer" ? "trainer" : "visitor";
            const id = await cardFor(trx, { name: row.name, email: row.email, phone: row.phone ?? "" }, new Date(row.created_at), source);
            const update = trx.updateTable(table).set({ client_id: id }).where("id", "=", row.id).where("client_id", "is", null);
            const linkedNow = await (table === "enquiries" ? update.where(sql<boolean>`status <> 'spam'`) : update).executeTakeFirst();
            // Marked as spam (or linked) since it was read: a card made for it must not stay behind.
            if (!linkedNow.numUpdatedRows) throw NOT_LINKED;
            return 1;
          })
          .catch((error: unknown) => {
            if (error !== NOT_LINKED) throw error;
            return 0;
          });
      }
    }
  }
  return linked;
}
