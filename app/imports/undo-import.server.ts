// "Cofnij import", for a day after the import: the bookings it made and
// the cards it added are removed and the fields it filled emptied again, in
// one transaction. A card
// that has since got a booking or a package is the trainer's now: it stays,
// and the answer names it. A field changed since the import keeps its change.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import type { ImportRecord } from "./import-record";
import { IMPORT_KEPT_MS } from "./import-store.server";

export type UndoOutcome =
  { kind: "undone"; removed: number; restored: number; cancelled: number; kept: string[] } | { kind: "too-late" } | { kind: "already" } | { kind: "gone" };

const CHUNK = 500;

async function cardsInUse(trx: Transaction<Database>, ids: number[]): Promise<Map<number, string>> {
  const inUse = new Map<number, string>();
  for (let at = 0; at < ids.length; at += CHUNK) {
    const chunk = ids.slice(at, at + CHUNK);
    const rows = await trx
      .selectFrom("clients")
      .select(["id", "name"])
      .where("id", "in", chunk)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom("bookings").select("bookings.id").whereRef("bookings.client_id", "=", "clients.id")),
          eb.exists(eb.selectFrom("client_packages").select("client_packages.id").whereRef("client_packages.client_id", "=", "clients.id")),
        ]),
      )
      .execute();
    for (const row of rows) inUse.set(row.id, row.name);
  }
  return inUse;
}

async function lockedImport(trx: Transaction<Database>, id: number) {
  await writeLockFirst(trx);
  const query = trx.selectFrom("client_imports").select(["imported_at", "undone_at", "done"]).where("id", "=", id);
  return dialectOf(trx) === "postgres" ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

export async function undoImport(db: Kysely<Database>, id: number, now: Date): Promise<UndoOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedImport(trx, id);
    if (!row?.imported_at || !row.done) return { kind: "gone" };
    if (row.undone_at) return { kind: "already" };
    if (now.getTime() - Date.parse(row.imported_at) > IMPORT_KEPT_MS) return { kind: "too-late" };
    const record = JSON.parse(row.done) as ImportRecord;
    // The import's own bookings go first (their cells with them): they do not keep a card.
    for (let at = 0; at < record.bookings.length; at += CHUNK)
      await trx
        .deleteFrom("bookings")
        .where("id", "in", record.bookings.slice(at, at + CHUNK))
        .execute();
    const inUse = await cardsInUse(trx, record.added);
    const removable = record.added.filter((card) => !inUse.has(card));
    for (let at = 0; at < removable.length; at += CHUNK)
      await trx
        .deleteFrom("clients")
        .where("id", "in", removable.slice(at, at + CHUNK))
        .execute();
    for (const { id: card, fields, keys } of record.filled) {
      for (const field of ["email", "phone", "notes"] as const) {
        const value = fields[field];
        if (value !== undefined)
          await trx
            .updateTable("clients")
            .set({ [field]: "" })
            .where("id", "=", card)
            .where(field, "=", value)
            .execute();
      }
      if (keys.length) await trx.deleteFrom("client_keys").where("client_id", "=", card).where("key", "in", keys).execute();
    }
    await trx
      .updateTable("client_imports")
      .set({ undone_at: timestamp(now) })
      .where("id", "=", id)
      .execute();
    return { kind: "undone", removed: removable.length, restored: record.filled.length, cancelled: record.bookings.length, kept: [...inUse.values()] };
  });
}
