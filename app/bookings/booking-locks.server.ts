// How a booking's change holds its ground: the row lock taken first, and a
// deadlock's victim run again.
import type { Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";

/**
 * Locks the booking's row for the rest of the transaction and reads it as
 * committed now. Every change locks in one order: the booking's row, then
 * its cells (ascending), then its outbox rows. On SQLite the first statement
 * is a write, so the transaction holds the database's write lock from there
 * on (a read first could not be upgraded under another process's write).
 */
export async function lockBooking(trx: Transaction<Database>, id: number): Promise<Booking | undefined> {
  if (dialectOf(trx) === "postgres") return trx.selectFrom("bookings").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return trx
    .updateTable("bookings")
    .set({ sequence: (eb) => eb.ref("sequence") })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

const DEADLOCK_CODES = new Set(["40P01", "40001"]);

/**
 * PostgreSQL may still pick a victim when two changes of different bookings
 * trade times (each waits for the other's freed cells): the victim's
 * transaction rolled back whole, so running it again is safe.
 */
export async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !DEADLOCK_CODES.has(String((error as { code?: unknown } | null)?.code))) throw error;
    }
  }
}
