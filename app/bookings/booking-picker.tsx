// The first two steps of /rezerwacja: the service and the day. They are
// links (GET), so the steps work without JavaScript; the time is a radio
// group inside the booking form (booking-time-step.tsx). Their text comes
// typeset from the server.
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";

export type ServiceChoice = { slug: string; name: string; details: string };
export type DayChoice = { date: string; label: string; weekday: string; day: string; month: string; free: string };
/** A time offered; `seatsLeft` when it is an open session of a service with places ("zostały 2 miejsca"). */
export type TimeChoice = { value: string; label: string; description: string; seatsLeft?: string };

/**
 * Moves focus to the next step's heading (by id) when the visitor has just
 * chosen in the step before, not on the first load. Called by the page,
 * which outlives the steps it swaps.
 */
export function useFocusOnChange(value: string | null, headingId: string) {
  const previous = useRef(value);
  useLayoutEffect(() => {
    if (value && value !== previous.current) document.getElementById(headingId)?.focus();
    previous.current = value;
  }, [value, headingId]);
}

export function ServiceStep({ services, selected }: { services: ServiceChoice[]; selected: string | null }) {
  return (
    <section aria-labelledby="usluga">
      <h2 id="usluga" className="booking-step-title">
        1. Usługa
      </h2>
      <ul className="booking-options">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              to={`/rezerwacja?usluga=${service.slug}#dzien`}
              className="booking-option"
              aria-current={service.slug === selected ? "true" : undefined}
              preventScrollReset
            >
              <span className="booking-option-name">{service.name}</span>
              <span className="booking-option-detail">{service.details}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type DayStepProps = {
  /** The step's heading. */
  title?: string;
  days: DayChoice[];
  selected: string | null;
  /** Shown when no day has a free time (typeset). */
  emptyText: string;
  /** Where choosing a day leads (a GET: the same page with the day chosen). */
  dayHref: (date: string) => string;
};

export function DayStep({ title = "2. Dzień", days, selected, emptyText, dayHref }: DayStepProps) {
  return (
    <section aria-labelledby="dzien">
      <h2 id="dzien" className="booking-step-title" tabIndex={-1}>
        {title}
      </h2>
      {days.length === 0 ? (
        <p className="booking-note">{emptyText}</p>
      ) : (
        <ul className="booking-days">
          {days.map((day) => (
            <li key={day.date}>
              <Link
                to={dayHref(day.date)}
                className="booking-day"
                aria-current={day.date === selected ? "date" : undefined}
                aria-label={`${day.label}: ${day.free}`}
                preventScrollReset
              >
                <span className="booking-day-count">{day.weekday}</span>
                <span className="booking-day-number">{day.day}</span>
                <span className="booking-day-count">{day.month}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
