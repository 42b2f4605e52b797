// A group session's row lock: every change of its seats or its state takes
// it first, then re-reads the row inside the transaction.
import type { Transaction } from "kysely";
import type { Database, GroupSession } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";

/**
 * Locks the session's row for the rest of the transaction and reads it as
 * committed now. On SQLite the first statement is a write, so the
 * transaction holds the database's write lock from there on (as lockBooking).
 */
export async function lockGroupSession(trx: Transaction<Database>, id: number): Promise<GroupSession | undefined> {
  if (dialectOf(trx) === "postgres") return trx.selectFrom("group_sessions").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return trx
    .updateTable("group_sessions")
    .set({ sequence: (eb) => eb.ref("sequence") })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}
