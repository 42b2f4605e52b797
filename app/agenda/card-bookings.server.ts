// A client card's bookings (/admin/klienci/:id): the coming ones with the
// agenda's own move and cancel forms (this date or the series from it), the
// past ones with their outcome. The buttons post the agenda's intents
// (agendaAction), so a change from the card goes through changeBooking
// exactly as from the agenda.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { followingCounts } from "~/series/index.server";
import { formatClock, formatDay, formatTimeRange, warsawDate } from "~/scheduling";
import { packageLines, packagePays } from "~/packages/index.server";
import { BOOKING_PAYMENT_INTENTS, bookingPayment, type PaymentState } from "~/payments";
import { paidFromPackage, prepaidBookings } from "~/payments/index.server";
import { clientsNeedingDoctor } from "~/questionnaire/index.server";

export type CardBooking = {
  id: number;
  version: number;
  /** "wt. 2 marca 2027, 18:00–19:00". */
  when: string;
  startsAt: string;
  service: string;
  place: string;
  status: Booking["status"];
  /** Started already: an outcome, not a move, is what it needs. */
  past: boolean;
  /** Its Warsaw date and time, for the move form. */
  date: string;
  clock: string;
  /** An occurrence of a series: it and the later ones, counted; 0 otherwise. */
  following: number;
  email: string;
  /** For a client without e-mail: told of a cancel by SMS from the trainer's phone. */
  phone: string;
  payment: PaymentState;
  /** A seat of a group session: its page has the session's buttons, and a seat is not moved on its own. */
  groupSessionId: number | null;
  /** Coming, and the client's health questionnaire asks for a doctor's word first. */
  doctorNote: boolean;
};

/** The agenda's intents a card may post. */
export const CARD_BOOKING_INTENTS = [
  "cancel",
  "cancel-block",
  "move-to",
  "attended",
  "no_show",
  BOOKING_PAYMENT_INTENTS.pay,
  BOOKING_PAYMENT_INTENTS.unpay,
] as const;

export async function cardBookings(db: Kysely<Database>, bookings: Booking[], now: Date): Promise<CardBooking[]> {
  const changeable = (booking: Booking) => booking.series_id !== null && Date.parse(booking.starts_at) > now.getTime() && booking.status === "confirmed";
  // One query each for every series, package use and package on the card, however many sessions it lists.
  const clientIds = bookings.flatMap((booking) => (booking.client_id === null ? [] : [booking.client_id]));
  const ids = bookings.map((booking) => booking.id);
  const [following, { fromPackage: used, byVoucher, payments }, packages, needsDoctor] = await Promise.all([
    followingCounts(db, bookings.filter(changeable)),
    prepaidBookings(db, ids),
    packageLines(db, [...new Set(clientIds)], now),
    clientsNeedingDoctor(db, clientIds),
  ]);
  return bookings.map((booking) => {
    const start = Date.parse(booking.starts_at);
    const past = start <= now.getTime();
    return {
      id: booking.id,
      version: booking.sequence,
      when: `${formatDay(warsawDate(start))}, ${formatTimeRange(booking.starts_at, booking.ends_at)}`,
      startsAt: booking.starts_at,
      service: booking.service_name,
      place: booking.place,
      status: booking.status,
      past,
      date: warsawDate(start).toString(),
      clock: formatClock(booking.starts_at),
      following: changeable(booking) ? following.get(booking.id)! : 0,
      email: booking.email,
      phone: booking.phone,
      payment: bookingPayment(
        booking,
        payments.get(booking.id),
        paidFromPackage(booking, used, booking.client_id !== null && packagePays(packages.get(booking.client_id), booking.service_slug)),
        byVoucher.has(booking.id),
      ),
      groupSessionId: booking.group_session_id,
      doctorNote: !past && booking.status === "confirmed" && booking.client_id !== null && needsDoctor.has(booking.client_id),
    };
  });
}
