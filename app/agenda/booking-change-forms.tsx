// Changing a coming booking, in the agenda or on a client's card: moving it
// to another day and time, or cancelling it (with a message, and the
// mailbox blocked when the trainer wants); for a series' occurrence, this one
// or it and the later ones.
import { Form } from "react-router";
import type { AgendaBooking } from "~/agenda/agenda-week.server";
import { keepDepositLabel, NO_EMAIL_TO_TELL, TELL_BY_PHONE_AFTER_MOVE, thisAndFollowing } from "~/agenda/agenda.messages";
import { formatPrice } from "~/lib/format";
import { CancelNoticeLink } from "~/agenda/remind-links";
import { typeset as t } from "~/lib/typeset";

/** What the move and cancel forms need of a coming booking, in the agenda or on a client's card. */
export type ChangeableBooking = Pick<AgendaBooking, "id" | "version" | "day" | "date" | "clock" | "following" | "email" | "phone">;

/** "Odwołaj…": a message to the client; this date or the series from it; blocking the address too, when there is one. */
/** `deposit`: a deposit paid online (złoty), which the trainer may keep when the client cancelled too late. */
export function CancelForm({ entry, deposit }: { entry: ChangeableBooking; deposit?: number }) {
  return (
    <details className="agenda-cancel">
      <summary className="admin-button">Odwołaj…</summary>
      <Form method="post" className="admin-form" preventScrollReset>
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="version" value={entry.version} />
        <SeriesScope entry={entry} action="Odwołaj" />
        {entry.email ? (
          <div className="admin-field">
            <label htmlFor={`wiadomosc-${entry.id}${entry.day ? "-decyzja" : ""}`}>Wiadomość do klienta (trafi do e-maila)</label>
            <textarea
              id={`wiadomosc-${entry.id}${entry.day ? "-decyzja" : ""}`}
              name="message"
              rows={3}
              maxLength={1000}
              placeholder="Np. choroba — zadzwonię, aby ustalić nowy termin."
            />
          </div>
        ) : (
          <p className="admin-lead">{t(NO_EMAIL_TO_TELL)}</p>
        )}
        {deposit !== undefined && (
          <div className="admin-field">
            <input id={`zadatek-${entry.id}`} name="keepDeposit" value="on" type="checkbox" />
            <label htmlFor={`zadatek-${entry.id}`}>{t(keepDepositLabel(formatPrice(deposit)))}</label>
          </div>
        )}
        <div className="admin-button-row">
          <button type="submit" name="intent" value="cancel" className="admin-button admin-button-danger">
            {entry.email ? t("Odwołaj i powiadom") : "Odwołaj"}
          </button>
          {entry.email && (
            <button type="submit" name="intent" value="cancel-block" className="admin-button">
              {t("Odwołaj i zablokuj ten e-mail")}
            </button>
          )}
          {!entry.email && entry.phone && <CancelNoticeLink booking={entry} />}
        </div>
      </Form>
    </details>
  );
}

/** For a series' occurrence: this one only, or it and the later ones (counted). */
function SeriesScope({ entry, action }: { entry: ChangeableBooking; action: "Odwołaj" | "Przenieś" }) {
  if (entry.following < 2) return null;
  const suffix = `${entry.id}${entry.day ? "-decyzja" : ""}-${action === "Odwołaj" ? "odwolaj" : "przenies"}`;
  return (
    <fieldset className="agenda-scope">
      <legend className="font-bold">{t(`${action}: to spotkanie jest częścią serii`)}</legend>
      <label>
        <input type="radio" name="scope" value="one" defaultChecked id={`tylko-ten-${suffix}`} />
        Tylko ten termin
      </label>
      <label>
        <input type="radio" name="scope" value="following" id={`ten-i-nastepne-${suffix}`} />
        {t(thisAndFollowing(entry.following))}
      </label>
    </fieldset>
  );
}

/** Another day and time typed in; the client is told (when they get mails). */
export function MoveForm({ entry }: { entry: ChangeableBooking }) {
  const field = `${entry.id}${entry.day ? "-decyzja" : ""}`;
  return (
    <details className="agenda-cancel">
      <summary className="admin-button">Przenieś…</summary>
      <Form method="post" className="admin-form" preventScrollReset>
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="version" value={entry.version} />
        <SeriesScope entry={entry} action="Przenieś" />
        <div className="agenda-block-form">
          <div className="admin-field">
            <label htmlFor={`nowy-dzien-${field}`}>Nowy dzień</label>
            <input id={`nowy-dzien-${field}`} name="date" type="date" defaultValue={entry.date} required />
          </div>
          <div className="admin-field">
            <label htmlFor={`nowa-godzina-${field}`}>Nowa godzina</label>
            <input id={`nowa-godzina-${field}`} name="time" type="time" step={300} defaultValue={entry.clock} required />
          </div>
        </div>
        {!entry.email && <p className="admin-lead">{t(`${NO_EMAIL_TO_TELL} ${TELL_BY_PHONE_AFTER_MOVE}`)}</p>}
        <button type="submit" name="intent" value="move-to" className="admin-button">
          Przenieś
        </button>
      </Form>
    </details>
  );
}
