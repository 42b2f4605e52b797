// Whether a package pays for a booking, from the package uses read for a
// page's bookings (prepaidBookings, prepaid-bookings.server.ts).

/**
 * Whether a package pays for the booking: it used a session of one, or it is
 * still to come (confirmed) and `packagePays`: one of the client's packages
 * that pays for its service has sessions left, which its outcome will use.
 */
export function paidFromPackage(booking: { id: number; status: string }, used: Set<number>, packagePays: boolean): boolean {
  return used.has(booking.id) || (booking.status === "confirmed" && packagePays);
}
