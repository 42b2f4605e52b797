// The five-minute cells a booking or a block holds: their primary key is the
// guarantee that no time is booked twice.
import type { Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { isUniqueViolation } from "~/db/sql-dialect.server";

const CELL_MS = 5 * 60_000;

/** A cell of the time asked for is held already: the transaction rolls back and the caller says "taken". */
export class SlotTaken extends Error {}

/** The five-minute cells from `start` up to `end`, as the table stores them. */
export function cellsBetween(start: number, end: number): string[] {
  const cells: string[] = [];
  for (let cell = Math.floor(start / CELL_MS) * CELL_MS; cell < end; cell += CELL_MS) cells.push(timestamp(new Date(cell)));
  return cells;
}

export async function claimCells(
  trx: Transaction<Database>,
  owner: { booking_id: number } | { block_id: number } | { group_session_id: number },
  start: number,
  end: number,
) {
  const rows = cellsBetween(start, end).map((cell_at) => ({ cell_at, booking_id: null, block_id: null, group_session_id: null, ...owner }));
  try {
    await trx.insertInto("booking_cells").values(rows).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTaken();
    throw error;
  }
}
