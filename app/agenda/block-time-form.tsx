// "Zablokuj czas" under the agenda (/admin/kalendarz): a day and hours no one
// can book, with a note. A plain form (it works without JavaScript); a
// refusal comes back beside it with what was typed, and with JavaScript what
// is typed is kept on this device until the time is blocked (decision 022).
import { Form, Link } from "react-router";
import type { BlockTimes } from "~/agenda/agenda-query";
import { DRAFT_KEPT } from "~/agenda/agenda-drafts.messages";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { PRIVATE_CALENDAR_PATH } from "~/private-calendar";

/** A block refused: why, and the fields as typed. */
export type BlockRefusal = { message: string; typed: Record<string, string> };

/** `suggested`: the hours of a cancelled booking ("Zablokuj ten czas"), else today 15:00–17:00. */
type BlockTimeSectionProps = { today: string; suggested: BlockTimes | null; refused: BlockRefusal | null; privateCalendarLinked: boolean };

export function BlockTimeSection({ today, suggested, refused, privateCalendarLinked }: BlockTimeSectionProps) {
  // An untouched form: the hours asked for, or today, 15:00–17:00; no note.
  const untouched = { ...(suggested ?? { date: today, from: "15:00", to: "17:00" }), note: "" };
  const shown = { ...untouched, ...refused?.typed };
  const { keepForm, ...draft } = useFormDraft("blokada", untouched);
  return (
    <section className="admin-section" aria-labelledby="zablokuj">
      <h2 id="zablokuj" className="admin-subheading">
        Zablokuj czas
      </h2>
      <p className="admin-lead">{t("Na przykład „dziś 15:00–17:00 zajęte”: w tym czasie nikt nie zarezerwuje terminu.")}</p>
      {draft.offer && <KeptDraftOffer message={DRAFT_KEPT.block(formatDateTime(draft.offer.savedAt))} onRestore={draft.restore} onDiscard={draft.discard} />}
      {refused && (
        <p className="admin-mail-error" role="alert">
          {t(refused.message)}
        </p>
      )}
      {/* Keyed by the hours offered: a tap on "Zablokuj ten czas" fills in the form already on the page. */}
      <Form key={suggested ? Object.values(suggested).join(" ") : "today"} method="post" className="agenda-block-form" ref={keepForm} onChange={draft.onChange}>
        <div className="admin-field">
          <label htmlFor="blokada-dzien">Dzień</label>
          <input id="blokada-dzien" name="date" type="date" defaultValue={shown.date} required />
        </div>
        <div className="admin-field">
          <label htmlFor="blokada-od">Od</label>
          <input id="blokada-od" name="from" type="time" step={300} defaultValue={shown.from} required />
        </div>
        <div className="admin-field">
          <label htmlFor="blokada-do">Do</label>
          <input id="blokada-do" name="to" type="time" step={300} defaultValue={shown.to} required />
        </div>
        <div className="admin-field">
          <label htmlFor="blokada-notatka">Notatka</label>
          <input id="blokada-notatka" name="note" type="text" maxLength={120} defaultValue={shown.note} />
        </div>
        <button type="submit" name="intent" value="block" className="admin-button admin-button-primary">
          Zablokuj
        </button>
      </Form>
      {!privateCalendarLinked && (
        <p className="admin-lead">
          {t("Masz kalendarz w telefonie (Google, Apple, Outlook)? ")}
          <Link to={PRIVATE_CALENDAR_PATH} className="admin-link">
            {t("Połącz go z rezerwacjami")}
          </Link>
          {t(": godziny zajęte w nim zablokują się same.")}
        </p>
      )}
    </section>
  );
}
