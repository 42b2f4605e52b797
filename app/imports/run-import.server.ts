// "Importuj": the previewed rows written in one transaction, read again
// under the lock (the cards may have changed since the preview). New rows
// become cards; a row whose e-mail a card holds fills that card's empty
// fields and nothing else. What was done to each card is recorded, so that
// "Cofnij import" can take it back. A second tap finds the import done and
// writes nothing (the import's own row is its submission key).
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import type { ColumnRole } from "./column-guess";
import { isTakenError } from "~/bookings/index.server";
import { mapPeople, type ImportedPerson, type MappedRow } from "./mapped-people";
import { addCards } from "./add-cards.server";
import { bookVisits, type BookingContext } from "./import-bookings.server";
import { visitFates, visitRows } from "./import-visits.server";
import { previewImport } from "./import-preview.server";
import { storedImport } from "./import-store.server";
import { queueImportNotices } from "./import-notices.server";
import type { FilledFields, ImportRecord } from "./import-record";

export type ImportOutcome = { kind: "imported"; added: number; merged: number; booked: number } | { kind: "already" } | { kind: "gone" } | { kind: "taken" };

/** Fills the card's empty phone and notes; returns what it filled and the keys it gave the card. */
async function fillCard(trx: Transaction<Database>, id: number, person: ImportedPerson, keys: string[]): Promise<FilledFields | undefined> {
  const card = await trx.selectFrom("clients").select(["email", "phone", "notes"]).where("id", "=", id).executeTakeFirstOrThrow();
  const fields: FilledFields["fields"] = {};
  // A card joined by its phone may have no e-mail yet: the file's fills it, as a booking by phone does.
  if (!card.email.trim() && person.email) fields.email = person.email;
  if (!card.phone.trim() && person.phone) fields.phone = person.phone;
  if (!card.notes.trim() && person.notes) fields.notes = person.notes;
  const held = await trx.selectFrom("client_keys").select("key").where("key", "in", keys).execute();
  const newKeys = keys.filter((key) => !held.some((row) => row.key === key));
  if (newKeys.length)
    await trx
      .insertInto("client_keys")
      .values(newKeys.map((key) => ({ key, client_id: id })))
      .execute();
  if (Object.keys(fields).length) await trx.updateTable("clients").set(fields).where("id", "=", id).execute();
  return Object.keys(fields).length || newKeys.length ? { id, fields, keys: newKeys } : undefined;
}

async function lockedImport(trx: Transaction<Database>, id: number) {
  await writeLockFirst(trx);
  const query = trx.selectFrom("client_imports").select(["id", "imported_at"]).where("id", "=", id);
  return dialectOf(trx) === "postgres" ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
}

/** The visits' booking context, and how long a block lasts (no notice goes to a blocked address). */
export type ImportContext = BookingContext & { blockMonths: number };

/**
 * `confirmed`: the rows of people erased before that the trainer said yes to; the others of them are left out.
 * The new cards' people are sent the information of art. 14 RODO (import-notices.server.ts), those erased before excepted.
 */
export async function runImport(
  db: Kysely<Database>,
  id: number,
  roles: ColumnRole[],
  context: ImportContext,
  now: Date,
  confirmed: ReadonlySet<number> = new Set(),
): Promise<ImportOutcome> {
  const stored = await storedImport(db, id);
  if (!stored) return { kind: "gone" };
  try {
    return await importInOne(db, { id, fileName: stored.fileName }, mapPeople(stored.sheet.rows, roles), confirmed, context, now);
  } catch (error) {
    // A visit's time taken between the check and its booking: nothing is imported, the preview shows it next time.
    if (isTakenError(error)) return { kind: "taken" };
    throw error;
  }
}

function importInOne(
  db: Kysely<Database>,
  { id, fileName }: { id: number; fileName: string },
  mapped: MappedRow[],
  confirmed: ReadonlySet<number>,
  context: ImportContext,
  now: Date,
): Promise<ImportOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedImport(trx, id);
    if (!row) return { kind: "gone" };
    if (row.imported_at) return { kind: "already" };
    const when = timestamp(now);
    const preview = await previewImport(trx, mapped, confirmed);
    const record: ImportRecord = { added: [], filled: [], merged: 0, bookings: [] };
    const newRows = preview.flatMap((each) => (each.kind === "new" ? [each] : []));
    record.added = await addCards(trx, newRows, { fileName, when });
    const told = newRows.flatMap((each, index) => (confirmed.has(each.row) ? [] : [{ id: record.added[index]!, email: each.person.email }]));
    await queueImportNotices(trx, told, context.blockMonths, now);
    const added = new Set(record.added);
    const cardOfRow = new Map(newRows.map((each, index) => [each.row, record.added[index]!]));
    let merged = 0;
    for (const each of preview) {
      if (each.kind === "skipped" || each.kind === "new" || each.kind === "erased") continue;
      const card = each.kind === "merge" ? each.card.id : cardOfRow.get(each.sameAs)!;
      cardOfRow.set(each.row, card);
      merged++;
      const filled = await fillCard(trx, card, each.person, each.keys);
      // A card this import made goes whole with the undo: only others' fields are recorded.
      if (filled && !added.has(card)) record.filled.push(filled);
    }
    record.merged = merged;
    const fates = await visitFates(trx, visitRows(mapped), context.settings, now);
    const toBook = fates.flatMap((fate) => {
      const row = mapped[fate.row - 1];
      const clientId = cardOfRow.get(fate.row);
      return fate.kind === "book" && row && "person" in row && clientId !== undefined ? [{ fate, person: row.person, clientId }] : [];
    });
    record.bookings = await bookVisits(trx, toBook, context, id, now);
    await trx
      .updateTable("client_imports")
      .set({ imported_at: when, done: JSON.stringify(record), rows: "[]" })
      .where("id", "=", id)
      .execute();
    return { kind: "imported", added: record.added.length, merged, booked: record.bookings.length };
  });
}
