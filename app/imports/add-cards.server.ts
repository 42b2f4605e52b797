// The import's new cards written in batches: a file of 20 000 clients is
// 80 statements, not 40 000, so SQLite's write lock (which every booking on
// the site waits for) is held for a moment rather than seconds.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { ImportedPerson } from "./mapped-people";

const BATCH = 250;

/** Adds a card per person, in order, each marked with the file it came from; returns their ids in the same order. */
export async function addCards(
  trx: Transaction<Database>,
  people: { person: ImportedPerson; keys: string[] }[],
  source: { fileName: string; when: string },
): Promise<number[]> {
  const { fileName, when } = source;
  const ids: number[] = [];
  for (let at = 0; at < people.length; at += BATCH) {
    const batch = people.slice(at, at + BATCH);
    const made = await trx
      .insertInto("clients")
      .values(
        batch.map(({ person }) => ({
          ...person,
          created_at: when,
          last_activity_at: when,
          added_in_panel_at: when,
          imported_at: when,
          imported_from: fileName,
        })),
      )
      .returning("id")
      .execute();
    // One statement's ids rise in the order of its rows (SQLite's rowid, PostgreSQL's identity), whatever order RETURNING lists them in.
    const batchIds = made.map((row) => row.id).sort((a, b) => a - b);
    // A key another card holds stays there, and within the file the first row's wins: a shared family phone moves nobody.
    const keys = batch.flatMap(({ keys: own }, index) => own.map((key) => ({ key, client_id: batchIds[index]! })));
    if (keys.length)
      await trx
        .insertInto("client_keys")
        .values(keys)
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
    ids.push(...batchIds);
  }
  return ids;
}
