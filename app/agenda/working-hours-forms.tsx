// "Godziny pracy i dni wolne" beside the calendar, on a phone: a day off from
// one date (an end date only when it is longer), the days off and other hours
// still to come with "Usuń", and the week's hours one line a day. Plain forms:
// it all works without JavaScript; with it, a day off or hours being typed
// are kept on this device until saved (decision 022).
import { Form } from "react-router";
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from "~content/booking-schema";
import { DRAFT_KEPT } from "~/agenda/agenda-drafts.messages";
import { FieldError } from "~/components/field-error";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";

export type ExceptionView = { from: string; to: string; dates: string; hours: string; note: string };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function DayOffForm({ today, typed, error }: { today: string; typed?: Record<string, string>; error?: string }) {
  const { keepForm, ...draft } = useFormDraft("dzien-wolny", { from: "", to: "", note: "" });
  return (
    <Form method="post" className="admin-form working-hours-day-off" aria-labelledby="dzien-wolny" ref={keepForm} onChange={draft.onChange}>
      <h2 id="dzien-wolny" className="admin-subheading">
        Dzień wolny
      </h2>
      {draft.offer && <KeptDraftOffer message={DRAFT_KEPT.dayOff(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />}
      <div className="admin-field">
        <label htmlFor="wolne-od">Dzień</label>
        <input id="wolne-od" name="from" type="date" min={today} required defaultValue={typed?.from ?? today} aria-describedby="wolne-blad" />
      </div>
      <details className="agenda-fold" open={Boolean(typed?.to)}>
        <summary>{t("Dłużej niż jeden dzień")}</summary>
        <div className="admin-field">
          <label htmlFor="wolne-do">Ostatni dzień wolny</label>
          <input id="wolne-do" name="to" type="date" min={today} defaultValue={typed?.to ?? ""} aria-describedby="wolne-do-wskazowka" />
          <p id="wolne-do-wskazowka" className="editor-hint">
            {t("Puste: wolny jest tylko jeden dzień.")}
          </p>
        </div>
      </details>
      <div className="admin-field">
        <label htmlFor="wolne-powod">{t("Powód (widzisz go tylko Ty)")}</label>
        <input id="wolne-powod" name="note" type="text" maxLength={120} placeholder={t("np. urlop")} defaultValue={typed?.note ?? ""} />
      </div>
      <FieldError id="wolne-blad" messages={error ? [error] : undefined} />
      <button type="submit" name="intent" value="day-off" className="admin-button admin-button-primary">
        Ustaw dzień wolny
      </button>
    </Form>
  );
}

/** Days off and days with other hours from today on, each with its "Usuń". */
export function ExceptionList({ exceptions }: { exceptions: ExceptionView[] }) {
  return (
    <section className="admin-section" aria-labelledby="wyjatki">
      <h2 id="wyjatki" className="admin-subheading">
        {t("Zaplanowane dni wolne i inne godziny")}
      </h2>
      {exceptions.length === 0 ? (
        <p className="admin-lead">{t("Brak. Święta państwowe strona zamyka sama.")}</p>
      ) : (
        <ul className="working-hours-exceptions">
          {exceptions.map((exception) => (
            <li key={`${exception.from}-${exception.to}`}>
              <p className="font-bold">{t(capitalized(exception.dates))}</p>
              <p>{t(exception.hours ? `Godziny: ${exception.hours}` : "Dzień wolny")}</p>
              {exception.note && <p className="text-muted">{t(exception.note)}</p>}
              <Form method="post">
                <input type="hidden" name="from" value={exception.from} />
                <input type="hidden" name="to" value={exception.to} />
                <button type="submit" name="intent" value="remove" className="admin-button">
                  Usuń<span className="admin-visually-hidden">{t(` ${exception.hours ? "wyjątek" : "dzień wolny"}: ${exception.dates}`)}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Hours refused: each weekday's line as typed, and what is wrong with those that are. */
export type RefusedHours = { typed: Record<Weekday, string>; problems: Partial<Record<Weekday, string>> };

type WeekHoursFormProps = { version: number; hours: Record<Weekday, string>; refused?: RefusedHours | null };

/** The week's hours, one line a day: `hours` as saved, shown as typed when the last save was refused. */
export function WeekHoursForm({ version, hours, refused }: WeekHoursFormProps) {
  const problems = refused?.problems ?? {};
  const { keepForm, ...draft } = useFormDraft("godziny-pracy", hours);
  return (
    <Form method="post" className="admin-form" aria-labelledby="godziny-pracy" ref={keepForm} onChange={draft.onChange}>
      <h2 id="godziny-pracy" className="admin-subheading">
        {t("Godziny pracy w tygodniu")}
      </h2>
      {draft.offer && (
        <KeptDraftOffer message={DRAFT_KEPT.weekHours(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />
      )}
      <p className="admin-lead">{t("Np. 7:00–12:00, 16:00–21:00. Puste pole: nie pracujesz tego dnia. Zmiana obowiązuje od razu na stronie Rezerwacja.")}</p>
      <input type="hidden" name="version" value={version} />
      {WEEKDAYS.map((day) => (
        <div key={day} className="admin-field">
          <label htmlFor={`godziny-${day}`}>{capitalized(WEEKDAY_NAMES[day])}</label>
          <input
            id={`godziny-${day}`}
            name={day}
            type="text"
            defaultValue={(refused?.typed ?? hours)[day]}
            maxLength={200}
            autoComplete="off"
            aria-invalid={problems[day] ? true : undefined}
            aria-describedby={problems[day] ? `godziny-${day}-blad` : undefined}
          />
          <FieldError id={`godziny-${day}-blad`} messages={problems[day] ? [problems[day]] : undefined} />
        </div>
      ))}
      <button type="submit" name="intent" value="hours" className="admin-button admin-button-primary">
        Zapisz godziny
      </button>
    </Form>
  );
}
