// On "Godziny pracy i dni wolne", right under its heading: the bookings a
// day off or new hours closed over, each with a link to open it alone, and
// one form that cancels them all with one message (a sick day in two taps:
// "Ustaw dzień wolny", then "Odwołaj wszystkie i powiadom"). A plain form:
// it works without JavaScript.
import { Form, href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { openedBookingHref } from "./agenda-query";
import { CLOSED_OVER_TEXTS, closedOverHeading } from "./closed-over.messages";
import type { ClosedOverView } from "./closed-over-facts";

export function ClosedOverSection({ bookings, message }: { bookings: ClosedOverView[]; message: string }) {
  if (bookings.length === 0) return null;
  return (
    <section className="admin-section closed-over" aria-labelledby="zamkniete-rezerwacje">
      <h2 id="zamkniete-rezerwacje" className="admin-subheading">
        {t(closedOverHeading(bookings.length))}
      </h2>
      <p className="admin-lead">{t(CLOSED_OVER_TEXTS.help)}</p>
      <ul className="closed-over-list">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <span>
              {t(`${booking.when} · ${booking.name} · ${booking.service}`)}
              {!booking.told && <strong className="closed-over-no-mail">{t(` (${CLOSED_OVER_TEXTS.noMail})`)}</strong>}
            </span>
            <Link to={`${href("/admin/kalendarz")}${openedBookingHref(booking.day, booking.id)}`} className="admin-button">
              {CLOSED_OVER_TEXTS.open}
              <span className="sr-only">{`: ${booking.name}, ${booking.when}`}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" className="admin-form">
        <input type="hidden" name="bookings" value={bookings.map((booking) => `${booking.id}:${booking.version}`).join(",")} />
        <div className="admin-field">
          <label htmlFor="wiadomosc-do-klientow">{t(CLOSED_OVER_TEXTS.messageLabel)}</label>
          <textarea id="wiadomosc-do-klientow" name="message" rows={4} maxLength={1000} required defaultValue={message} />
        </div>
        <button type="submit" name="intent" value="cancel-all" className="admin-button admin-button-primary">
          {t(CLOSED_OVER_TEXTS.cancelAll)}
        </button>
      </Form>
    </section>
  );
}
