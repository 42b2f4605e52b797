// The first three steps of /rezerwacja: the service, the day and the time.
// Service and day are links (GET), so the steps work without JavaScript;
// the time is a radio group inside the booking form.
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { typeset as t } from "~/lib/typeset";

export type ServiceChoice = { slug: string; name: string; details: string };
export type DayChoice = { date: string; label: string; weekday: string; day: string; month: string; free: string };
export type TimeChoice = { value: string; label: string; description: string };

/** Moves focus to a step's heading when the visitor has just chosen in the step before (not on the first load). */
function useFocusOnChange(value: string | null) {
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(value);
  useEffect(() => {
    if (value && value !== previous.current) heading.current?.focus();
    previous.current = value;
  }, [value]);
  return heading;
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
              <span className="booking-option-name">{t(service.name)}</span>
              <span className="booking-option-detail">{t(service.details)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type DayStepProps = {
  /** The service the days are for: a new one moves focus here. */
  service: string;
  days: DayChoice[];
  selected: string | null;
  emptyText: string;
  /** Where choosing a day leads (a GET: the same page with the day chosen). */
  dayHref: (date: string) => string;
};

export function DayStep({ service, days, selected, emptyText, dayHref }: DayStepProps) {
  const heading = useFocusOnChange(service);
  return (
    <section aria-labelledby="dzien">
      <h2 id="dzien" className="booking-step-title" tabIndex={-1} ref={heading}>
        2. Dzień
      </h2>
      {days.length === 0 ? (
        <p className="booking-note">{t(emptyText)}</p>
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

/** The free times of the chosen day, or the nearest free ones after a clash. */
export function TimeStep({ day, times, heading, error }: { day: string | null; times: TimeChoice[]; heading: string; error?: string }) {
  const title = useFocusOnChange(day);
  return (
    <fieldset aria-describedby={error ? "godzina-blad" : undefined}>
      <legend className="booking-legend">
        <h2 id="godzina" className="booking-step-title" tabIndex={-1} ref={title}>
          3. Godzina
        </h2>
      </legend>
      <p className="booking-note booking-spaced">{t(heading)}</p>
      {error && (
        <p id="godzina-blad" className="form-error booking-spaced" role="alert">
          {t(error)}
        </p>
      )}
      <div className="booking-times">
        {times.map((time) => (
          <label key={time.value} className={time.description ? "booking-time booking-alternative" : "booking-time"}>
            <input type="radio" name="start" value={time.value} aria-label={time.description || undefined} />
            <span>
              {time.description ? t(time.description) : time.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
