// Rows inserted in batches: one statement's parameters stay under SQLite's
// limit (and PostgreSQL's), whatever the table's width.
import type { Insertable, Transaction } from "kysely";
import type { Database } from "../../app/db/database.server.ts";

export type SeedTransaction = Transaction<Database>;
type Table = keyof Database;
/** The tables whose rows get a generated id. */
type TableWithId = { [Name in Table]: Database[Name] extends { id: unknown } ? Name : never }[Table];

function batchSize(rows: readonly object[]): number {
  return Math.max(1, Math.floor(2000 / Math.max(1, Object.keys(rows[0] ?? {}).length)));
}

export async function insertAll<Name extends Table>(trx: SeedTransaction, table: Name, rows: Insertable<Database[Name]>[]): Promise<void> {
  const size = batchSize(rows);
  for (let index = 0; index < rows.length; index += size)
    await trx
      .insertInto(table)
      .values(rows.slice(index, index + size))
      .execute();
}

/** Inserts the rows and resolves with their ids, in order. */
export async function insertWithIds<Name extends TableWithId>(trx: SeedTransaction, table: Name, rows: Insertable<Database[Name]>[]): Promise<number[]> {
  const ids: number[] = [];
  const size = batchSize(rows);
  for (let index = 0; index < rows.length; index += size) {
    const inserted = await trx
      .insertInto(table)
      .values(rows.slice(index, index + size))
      .returning("id")
      .execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}
