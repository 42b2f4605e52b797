// A weekly series' dates before saving, each with its fate (free, a holiday,
// a day off, taken and by what) and where the clocks change; for each, book
// it, skip it or pick another time. Radios and a time field in the booking
// form: it works without JavaScript.
import type { SeriesRow } from "~/series/series-row";
import { typeset as t } from "~/lib/typeset";

export function SeriesList({ rows }: { rows: SeriesRow[] }) {
  const booked = rows.filter((row) => row.choice !== "skip").length;
  return (
    <section className="admin-section" aria-labelledby="terminy-serii">
      <h2 id="terminy-serii" className="admin-subheading" tabIndex={-1}>
        Terminy serii
      </h2>
      <p className="admin-lead">{t(`Do zapisania: ${booked} z ${rows.length}. Zapisane zostaną tylko terminy oznaczone „Zapisz” albo z inną godziną.`)}</p>
      <ol className="series-rows">
        {rows.map((row) => (
          <li key={row.date} className="series-row" data-free={row.free || undefined}>
            <p className="agenda-time">{t(`${row.day}, ${row.time}`)}</p>
            <p className="series-fate">{t(row.fate)}</p>
            {row.clockChange && <p className="agenda-day-note">{t(row.clockChange)}</p>}
            <fieldset className="series-choice">
              <legend className="admin-visually-hidden">{t(`Co z terminem ${row.day}`)}</legend>
              {(row.bookable || row.outsideHours) && (
                <label>
                  <input type="radio" name={`choice-${row.date}`} value="book" defaultChecked={row.choice === "book"} />
                  {row.bookable ? "Zapisz" : "Zapisz mimo to"}
                </label>
              )}
              <label>
                <input type="radio" name={`choice-${row.date}`} value="skip" defaultChecked={row.choice === "skip"} />
                Pomiń
              </label>
              <label>
                <input type="radio" name={`choice-${row.date}`} value="time" defaultChecked={row.choice === "time"} />
                Inna godzina
              </label>
              <input type="time" name={`time-${row.date}`} step={300} aria-label={`Inna godzina: ${row.day}`} defaultValue={row.time} />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="admin-button-row">
        <button type="submit" name="intent" value="check" className="admin-button">
          Sprawdź ponownie
        </button>
        <button type="submit" name="intent" value="save-series" className="admin-button admin-button-primary">
          Zapisz serię
        </button>
      </div>
    </section>
  );
}
