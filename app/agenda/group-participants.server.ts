// The participants of a group session on /admin/zajecia/:id: each seat's
// booking with the agenda's own state (payment, version, past) for its
// buttons, and the client's package that pays for it, read for all at once.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { cardBookings, type CardBooking } from "~/agenda/card-bookings.server";
import { bookingStateLabel } from "~/agenda/card-booking-item";
import { lineFor, packageLines } from "~/packages/index.server";
import type { ParticipantLine } from "~/groups";

export type GroupParticipant = { line: ParticipantLine; booking: CardBooking };

export async function groupParticipants(db: Kysely<Database>, bookings: Booking[], now: Date): Promise<GroupParticipant[]> {
  const clientIds = [...new Set(bookings.flatMap((booking) => (booking.client_id === null ? [] : [booking.client_id])))];
  const [states, packages] = await Promise.all([cardBookings(db, bookings, now), packageLines(db, clientIds, now)]);
  return bookings.map((booking, index) => {
    const state = states[index]!;
    const line = booking.client_id === null ? undefined : lineFor(packages.get(booking.client_id), booking.service_slug);
    return {
      line: {
        id: booking.id,
        name: booking.name,
        companion: booking.companion_name,
        phone: booking.phone,
        state: bookingStateLabel(state),
        packageText: line?.text ?? null,
      },
      booking: state,
    };
  });
}
