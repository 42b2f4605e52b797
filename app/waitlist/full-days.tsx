// The full days within the booking horizon, under the day step of
// /rezerwacja: links (GET) to the same page with the day chosen, where the
// waitlist's form takes the times' place.
import { Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { WAITLIST_TEXTS } from "./waitlist.messages";

export type FullDay = { date: string; label: string; weekday: string; day: string; month: string };

export function FullDays({ days, selected, dayHref }: { days: FullDay[]; selected: string | null; dayHref: (date: string) => string }) {
  if (!days.length) return null;
  return (
    <section aria-labelledby="pelne-dni">
      <h3 id="pelne-dni" className="booking-full-title">
        {WAITLIST_TEXTS.fullDaysHeading}
      </h3>
      <p className="booking-note booking-spaced">{t(WAITLIST_TEXTS.fullDaysNote)}</p>
      <ul className="booking-days">
        {days.map((day) => (
          <li key={day.date}>
            <Link
              to={dayHref(day.date)}
              className="booking-day booking-day-full"
              aria-current={day.date === selected ? "date" : undefined}
              aria-label={`${day.label}: ${WAITLIST_TEXTS.fullDay}`}
              preventScrollReset
            >
              <span className="booking-day-count">{day.weekday}</span>
              <span className="booking-day-number">{day.day}</span>
              <span className="booking-day-count">{day.month}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
