// One booking on a client's card: a coming one with the agenda's own
// "Przenieś…" and "Odwołaj…" (and "Powtarzaj co tydzień" when not in a
// series yet), a past one with its outcome and the buttons that mark or
// change it. Plain forms posting the agenda's intents to the card's action.
import { href, Link } from "react-router";
import { OutcomeButtons } from "~/agenda/agenda-entry";
import { repeatBookingHref } from "~/agenda/new-booking-query";
import { CancelForm, MoveForm } from "~/agenda/booking-change-forms";
import type { CardBooking } from "~/agenda/card-bookings.server";
import { typeset as t } from "~/lib/typeset";
import { BOOKING_PAYMENT_INTENTS, PaymentButtons } from "~/payments";
import { BOOKING_STATUS_LABELS } from "~/lib/booking-status.messages";
import { TRAINER_QUESTIONNAIRE } from "~/questionnaire";

/** What a booking's badge says: a past one still "confirmed" waits for its outcome. */
export function bookingStateLabel(booking: Pick<CardBooking, "status" | "past">): string {
  return booking.past && booking.status === "confirmed" ? "do oznaczenia" : BOOKING_STATUS_LABELS[booking.status];
}

export function CardBookingItem({ booking }: { booking: CardBooking }) {
  const coming = !booking.past && booking.status === "confirmed";
  return (
    <li className="agenda-entry" data-status={booking.status} data-booking={booking.id}>
      <p className="agenda-time">
        <time dateTime={booking.startsAt}>{t(booking.when)}</time> <span className="admin-badge">{t(bookingStateLabel(booking))}</span>
        {booking.doctorNote && <span className="admin-badge agenda-conflict">{TRAINER_QUESTIONNAIRE.doctorMark}</span>}
      </p>
      <p>{t(`${booking.service} · ${booking.place}`)}</p>
      {booking.groupSessionId !== null && (
        <p className="admin-button-row">
          <Link to={href("/admin/zajecia/:id", { id: String(booking.groupSessionId) })} className="admin-button">
            Zajęcia grupowe
          </Link>
        </p>
      )}
      {coming && booking.following === 0 && booking.groupSessionId === null && (
        <p className="admin-button-row">
          <Link to={repeatBookingHref(booking.id)} className="admin-button">
            Powtarzaj co tydzień
          </Link>
        </p>
      )}
      {coming && booking.groupSessionId === null && <MoveForm entry={booking} />}
      {coming && <CancelForm entry={booking} />}
      {booking.past && booking.status !== "cancelled" && <OutcomeButtons entry={booking} />}
      <PaymentButtons state={booking.payment} id={booking.id} intents={BOOKING_PAYMENT_INTENTS} idPrefix="karta" />
    </li>
  );
}
