// The time step of /rezerwacja and of moving a booking: a radio group inside the form that sends it.
import { typeset as t } from "~/lib/typeset";
import type { TimeChoice } from "./booking-picker";

/** The free times of the chosen day, or the nearest free ones after a clash. */
export type TimeStepProps = {
  title?: string;
  times: TimeChoice[];
  heading: string;
  error?: string;
  /** The time chosen before a refused submission, chosen again (also without JavaScript). */
  chosen?: string;
};

export function TimeStep({ title = "3. Godzina", times, heading, error, chosen }: TimeStepProps) {
  return (
    <fieldset aria-describedby={error ? "godzina-blad" : undefined}>
      <legend className="booking-legend">
        <h2 id="godzina" className="booking-step-title" tabIndex={-1}>
          {title}
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
          <label key={time.value} className={time.description || time.seatsLeft ? "booking-time booking-alternative" : "booking-time"}>
            <input type="radio" name="start" value={time.value} defaultChecked={time.value === chosen} />
            <span>
              {time.description ? t(time.description) : time.label}
              {time.seatsLeft && <small className="booking-seats-left">{t(time.seatsLeft)}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
