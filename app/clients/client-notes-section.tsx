// The card's private notes: a plain form that refuses a save from a page
// older than the stored notes (showing them, and keeping what was typed), and
// keeps what is being typed on this device until it is saved (decision 022).
import { Form } from "react-router";
import { KeptDraftOffer } from "~/components/kept-draft-offer";
import { useFormDraft } from "~/hooks/use-form-draft";
import { NOTES_LEAVE } from "./clients.messages";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import { NOTES_MAX_LENGTH } from "./client-notes";

/** A save refused: why, the notes as stored now, and what was typed. */
export type RefusedNotes = { message: string; typed: string; current: string | null };

export function ClientNotes({ clientId, notes, refused }: { clientId: number; notes: string; refused: RefusedNotes | null }) {
  const stored = refused?.current ?? notes;
  const { keepForm, ...draft } = useFormDraft(`notatki-${clientId}`, { notes: stored }, NOTES_LEAVE);
  return (
    <section aria-labelledby="notatki" className="admin-section">
      <h2 id="notatki" className="admin-subheading">
        Notatki
      </h2>
      {refused && (
        <div role="alert" className="form-error">
          <p>{t(refused.message)}</p>
          {refused.current !== null && refused.current !== "" && (
            <>
              <p>{t("Aktualne notatki:")}</p>
              <p className="admin-message">{t(refused.current)}</p>
            </>
          )}
        </div>
      )}
      {draft.offer && (
        <KeptDraftOffer
          message={`Na tym urządzeniu czekają niezapisane notatki z ${formatDateTime(draft.offer.savedAt)}.`}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
      {/* Keyed by the saved notes: after a save, or a refused one, the form starts from what is stored. */}
      <Form method="post" className="admin-form" preventScrollReset key={stored} ref={keepForm} onChange={draft.onChange}>
        <input type="hidden" name="shown" value={stored} />
        <div className="admin-field">
          <label htmlFor="notatki-pole">{t("Twoje notatki o kliencie (widzisz je tylko Ty)")}</label>
          <textarea
            id="notatki-pole"
            name="notes"
            rows={5}
            maxLength={NOTES_MAX_LENGTH}
            defaultValue={refused ? refused.typed : notes}
            aria-describedby="notatki-wskazowka"
          />
          {/* The privacy policy speaks of notes about the training only: health data (RODO art. 9) would make it untrue. */}
          <p id="notatki-wskazowka" className="editor-hint">
            {t(
              "Zapisuj tu przebieg treningów i ustalenia. Nie zapisuj informacji o zdrowiu (kontuzje, choroby, leki): to dane szczególnie chronione, a polityka prywatności mówi tylko o notatkach o treningach.",
            )}
          </p>
        </div>
        <button type="submit" name="intent" value="notes" className="admin-button">
          Zapisz notatki
        </button>
      </Form>
    </section>
  );
}
