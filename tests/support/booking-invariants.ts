// What must hold of the booking tables after any sequence of changes, on
// either database: a booking holds cells exactly while it is confirmed, and
// then exactly the cells from its start to the end of its buffer.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { cellsBetween } from "~/bookings/booking-cells.server";

export async function bookingInvariantViolations(db: Kysely<Database>): Promise<string[]> {
  const bookings = await db.selectFrom("bookings").select(["id", "status", "starts_at", "claimed_until"]).execute();
  const cells = await db.selectFrom("booking_cells").select(["cell_at", "booking_id"]).where("booking_id", "is not", null).execute();
  const held = new Map<number, string[]>();
  for (const cell of cells) held.set(cell.booking_id!, [...(held.get(cell.booking_id!) ?? []), cell.cell_at]);
  const violations: string[] = [];
  for (const booking of bookings) {
    const own = (held.get(booking.id) ?? []).sort();
    if (booking.status !== "confirmed") {
      if (own.length) violations.push(`booking ${booking.id} is ${booking.status} yet holds ${own.length} cells`);
      continue;
    }
    const expected = cellsBetween(Date.parse(booking.starts_at), Date.parse(booking.claimed_until));
    if (own.join() !== expected.join()) violations.push(`booking ${booking.id} holds ${own.length} cells, not the ${expected.length} of its time`);
  }
  return violations;
}
