// Which bookings a package paid for: those with a session used from one (an
// outcome recorded), read for a page's bookings in one query.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";

export async function bookingsFromPackage(db: Kysely<Database>, bookingIds: readonly number[]): Promise<Set<number>> {
  if (!bookingIds.length) return new Set();
  const rows = await db
    .selectFrom("package_uses")
    .select("booking_id")
    .where("booking_id", "in", [...new Set(bookingIds)])
    .execute();
  return new Set(rows.map((row) => row.booking_id));
}

/**
 * Whether a package pays for the booking: it used a session of one, or it is
 * still to come (confirmed) and `packagePays`: one of the client's packages
 * that pays for its service has sessions left, which its outcome will use.
 */
export function paidFromPackage(booking: { id: number; status: string }, used: Set<number>, packagePays: boolean): boolean {
  return used.has(booking.id) || (booking.status === "confirmed" && packagePays);
}
