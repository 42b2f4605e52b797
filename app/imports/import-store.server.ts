// The uploaded file kept between the import's steps (upload, columns,
// preview), not in a hidden field: the parsed rows in `client_imports`,
// erased with the import a day after its last step.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import type { ImportRecord } from "./import-record";
import type { Sheet } from "./sheet";

const doneCounts = (record: ImportRecord) => ({ added: record.added.length, merged: record.merged, booked: record.bookings.length });

export type StoredImport = {
  id: number;
  fileName: string;
  sheet: Sheet;
  createdAt: string;
  importedAt: string | null;
  undoneAt: string | null;
  /** How many cards the import added, rows it joined to cards and visits it booked, once imported. */
  done: { added: number; merged: number; booked: number } | null;
};

/** An import is kept, and can be undone, this long after its last step. */
export const IMPORT_KEPT_MS = 24 * 60 * 60 * 1000;

export async function storeUpload(db: Kysely<Database>, fileName: string, sheet: Sheet, now: Date): Promise<number> {
  const row = await db
    .insertInto("client_imports")
    .values({
      file_name: fileName.slice(0, 200),
      header: JSON.stringify(sheet.header),
      rows: JSON.stringify(sheet.rows),
      broken_lines: JSON.stringify(sheet.brokenLines),
      created_at: timestamp(now),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function storedImport(db: Kysely<Database>, id: number): Promise<StoredImport | undefined> {
  const row = await db.selectFrom("client_imports").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    fileName: row.file_name,
    sheet: { header: JSON.parse(row.header), rows: JSON.parse(row.rows), brokenLines: JSON.parse(row.broken_lines) },
    createdAt: row.created_at,
    importedAt: row.imported_at,
    undoneAt: row.undone_at,
    done: row.done ? doneCounts(JSON.parse(row.done) as ImportRecord) : null,
  };
}

/** Whether "Cofnij import" may still be asked: imported, not undone, less than a day ago. */
export function canUndo(stored: StoredImport, now: Date): boolean {
  return stored.importedAt !== null && !stored.undoneAt && now.getTime() - Date.parse(stored.importedAt) <= IMPORT_KEPT_MS;
}

/** Erases the imports whose last step (upload or import) is over a day old: their rows and the undo's record go. */
export async function eraseOldImports(db: Kysely<Database>, now: Date): Promise<number> {
  const before = timestamp(new Date(now.getTime() - IMPORT_KEPT_MS));
  const erased = await db
    .deleteFrom("client_imports")
    .where((eb) => eb.or([eb.and([eb("imported_at", "is", null), eb("created_at", "<", before)]), eb("imported_at", "<", before)]))
    .executeTakeFirst();
  return Number(erased.numDeletedRows);
}
