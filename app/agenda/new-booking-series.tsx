// "Co tydzień (seria)": how often and until when; "Sprawdź terminy" lists the
// series' dates to check before saving.
import { FieldError } from "~/components/field-error";
import { typeset as t } from "~/lib/typeset";

/** Typing a number or a date chooses its way of ending the series. */
function chooseEnd(field: HTMLInputElement, ends: "count" | "until") {
  const radio = field.form?.querySelector<HTMLInputElement>(`input[name="ends"][value="${ends}"]`);
  if (radio) radio.checked = true;
}

export function SeriesFold({ repeat, values, errors }: { repeat: boolean; values: Record<string, string>; errors: Record<string, string[]> }) {
  return (
    <details className="agenda-fold" open={repeat}>
      <summary>Co tydzień (seria)</summary>
      <div className="admin-form">
        <div className="admin-field">
          {/* Keyed: the list shown after "Sprawdź terminy" ticks it, also in the page already in the browser. */}
          <input key={String(repeat)} id="co-tydzien" name="repeat" type="checkbox" defaultChecked={repeat} />
          <label htmlFor="co-tydzien">{t("Powtarzaj o tej samej godzinie")}</label>
        </div>
        <div className="admin-field">
          <label htmlFor="co-ile">Jak często</label>
          <select id="co-ile" name="everyWeeks" defaultValue={values.everyWeeks ?? "1"}>
            <option value="1">co tydzień</option>
            <option value="2">co dwa tygodnie</option>
          </select>
        </div>
        <fieldset className="new-booking-ends" aria-describedby={errors.count ? "blad-serii" : undefined}>
          <legend className="font-bold">Do kiedy</legend>
          <div className="new-booking-end">
            <label>
              <input type="radio" name="ends" value="count" defaultChecked={values.ends !== "until"} />
              Tyle terminów:
            </label>
            <input
              type="number"
              name="count"
              min={2}
              max={52}
              inputMode="numeric"
              aria-label="Liczba terminów"
              defaultValue={values.count ?? "8"}
              onInput={(event) => chooseEnd(event.currentTarget, "count")}
            />
          </div>
          <div className="new-booking-end">
            <label>
              <input type="radio" name="ends" value="until" defaultChecked={values.ends === "until"} />
              Do dnia:
            </label>
            <input
              type="date"
              name="until"
              aria-label="Ostatni dzień serii"
              defaultValue={values.until ?? ""}
              onInput={(event) => chooseEnd(event.currentTarget, "until")}
            />
          </div>
          <FieldError id="blad-serii" messages={errors.count} />
        </fieldset>
        <button type="submit" name="intent" value="check" className="admin-button">
          Sprawdź terminy
        </button>
      </div>
    </details>
  );
}
