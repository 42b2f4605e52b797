// One booking, block or private busy time in the trainer's agenda, with its
// buttons: made for a phone (big targets, contact in one tap), working
// without JavaScript.
import { Form, href, Link } from "react-router";
import type { AgendaBooking, AgendaEntry } from "~/agenda/agenda-week.server";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { typeset as t } from "~/lib/typeset";
import { CancelForm, MoveForm } from "~/agenda/booking-change-forms";
import { RemindLinks } from "~/agenda/remind-links";
import { PAYMENT_HOLD_MARKS, reminderMarkText } from "~/agenda/agenda.messages";
import { blockTimesHref, bookingAnchor } from "~/agenda/agenda-query";
import { repeatBookingHref } from "~/agenda/new-booking-query";
import { BOOKING_PAYMENT_INTENTS, PaymentButtons } from "~/payments";
// A booking's state, in the words the client's own page uses too.
import { BOOKING_STATUS_LABELS } from "~/lib/booking-status.messages";
import { TRAINER_QUESTIONNAIRE } from "~/questionnaire";
import { GroupAgendaItem } from "~/agenda/group-agenda-item";

/**
 * One line a booking, so that a full day fits on a phone's screen: its time,
 * the client, the service with the package's sessions left, and a mark for
 * the client's remark; a tap opens it with its actions. Open from the start
 * where a decision is asked for (a booking outside the rules) or when it was
 * tapped in the week grid; `anchor` gives it the address the grid links to.
 */
export function AgendaItem({ entry, open = false, anchor = false, remind = true }: { entry: AgendaEntry; open?: boolean; anchor?: boolean; remind?: boolean }) {
  if (entry.kind === "private") {
    // Blocks visitors' bookings until the private calendar says otherwise: nothing to press here.
    return (
      <li className="agenda-entry" data-kind="private">
        <p className="agenda-time">{entry.time}</p>
        <p>{t(`zajęte (kalendarz prywatny)${entry.title ? `: ${entry.title}` : ""}`)}</p>
      </li>
    );
  }
  if (entry.kind === "group") return <GroupAgendaItem entry={entry} />;
  if (entry.kind === "block") {
    return (
      <li className="agenda-entry" data-kind="block">
        <p className="agenda-time">{entry.time}</p>
        <p>{t(`Zajęte${entry.note ? `: ${entry.note}` : ""}`)}</p>
        <Form method="post" className="admin-button-row">
          <input type="hidden" name="id" value={entry.id} />
          <button type="submit" name="intent" value="unblock" className="admin-button">
            Usuń blokadę
          </button>
        </Form>
      </li>
    );
  }
  return (
    <li
      className="agenda-entry agenda-booking"
      id={anchor ? bookingAnchor(entry.id) : undefined}
      data-status={entry.status}
      data-outside-rules={entry.conflicts.length > 0 || undefined}
    >
      <details open={open || undefined}>
        <AgendaLine entry={entry} />
        <p>{t(`${entry.service} · ${entry.place}`)}</p>
        <PackageLine entry={entry} />
        {/* Its money is on its way online: a tap by hand would record it twice. */}
        {entry.paymentHold !== "waiting" && <PaymentButtons state={entry.payment} id={entry.id} intents={BOOKING_PAYMENT_INTENTS} idPrefix="agenda" />}
        {entry.notes && <p className="admin-message">{t(entry.notes)}</p>}
        <div className="admin-button-row">
          {entry.clientId !== null && (
            <Link to={href("/admin/klienci/:id", { id: String(entry.clientId) })} className="admin-button">
              Karta klienta
            </Link>
          )}
          {entry.phone && (
            <a href={telHref(entry.phone)} className="admin-button">
              {t(`Zadzwoń ${entry.phone}`)}
            </a>
          )}
          {entry.email && (
            <a href={mailtoHref(entry.email, `Rezerwacja: ${entry.service}, ${entry.time}`)} className="admin-button">
              Napisz e-mail
            </a>
          )}
        </div>
        {entry.status === "confirmed" && !entry.past && entry.following === 0 && (
          <p className="admin-button-row">
            <Link to={repeatBookingHref(entry.id)} className="admin-button">
              Powtarzaj co tydzień
            </Link>
          </p>
        )}
        {entry.conflicts.length > 0 && <OutsideRulesActions entry={entry} />}
        {entry.status === "confirmed" && !entry.past && <MoveForm entry={entry} />}
        {entry.status === "confirmed" && !entry.past && (
          <CancelForm entry={entry} deposit={entry.payment.kind === "due" ? entry.payment.deposit?.amount : undefined} />
        )}
        {entry.past && entry.status !== "cancelled" && <OutcomeButtons entry={entry} />}
        {/* The hours a cancel freed, kept for herself in one more tap: the block form below, filled in with them. */}
        {entry.status === "cancelled" && !entry.past && (
          <p className="admin-button-row">
            <Link to={blockTimesHref({ date: entry.date, from: entry.clock, to: entry.endClock })} className="admin-button">
              Zablokuj ten czas
            </Link>
          </p>
        )}
        <ClientDataLinks entry={entry} />
      </details>
      {/* The site cannot remind a client without e-mail: the trainer's phone does, one tap from the line. */}
      {remind && !entry.email && entry.phone && entry.status === "confirmed" && !entry.past && (
        <div className="admin-button-row agenda-line-remind">
          <RemindLinks booking={entry} />
        </div>
      )}
    </li>
  );
}

function AgendaLine({ entry }: { entry: AgendaBooking }) {
  return (
    <summary className="agenda-line">
      <span className="agenda-line-time">
        {entry.day ? `${entry.day}, ` : ""}
        {entry.time}
      </span>
      <span className="agenda-line-who">
        {t(entry.name)}{" "}
        <span className="admin-badge">{entry.paymentHold === "waiting" ? PAYMENT_HOLD_MARKS.waiting : BOOKING_STATUS_LABELS[entry.status]}</span>
        {entry.paymentHold === "lapsed" && <span className="admin-badge">{PAYMENT_HOLD_MARKS.lapsed}</span>}
        {entry.fresh && <span className="admin-badge agenda-fresh">nowe</span>}
        {entry.reminded && <span className="admin-badge agenda-reminded">{reminderMarkText(entry.reminded)}</span>}
        {entry.doctorNote && <span className="admin-badge agenda-conflict">{TRAINER_QUESTIONNAIRE.doctorMark}</span>}
        {entry.conflicts.map((conflict) => (
          <span key={conflict} className="admin-badge agenda-conflict">
            {t(conflict)}
          </span>
        ))}
      </span>
      <span className="agenda-line-what">
        {t(entry.service)}
        {entry.package && <span className="agenda-line-package">{t(` · ${entry.package.left} z ${entry.package.sessions}`)}</span>}
        {entry.notes && (
          <span className="agenda-line-remark" title="Uwagi od klienta">
            {" · ✎"}
            <span className="admin-visually-hidden"> uwagi klienta</span>
          </span>
        )}
      </span>
    </summary>
  );
}

/** The client's data (RODO): a copy, and erasing it. */
function ClientDataLinks({ entry }: { entry: AgendaBooking }) {
  return (
    <>
      {entry.email && (
        <p>
          <Link to={href("/admin/dane-klienta/:source/:id", { source: "rezerwacja", id: String(entry.id) })} className="admin-link">
            Dane klienta (RODO: kopia danych)
          </Link>
        </p>
      )}
      <details className="agenda-cancel">
        <summary className="admin-link">Usuń dane klienta (RODO)</summary>
        <Form method="post" className="admin-form">
          <input type="hidden" name="id" value={entry.id} />
          <p>
            {t(
              "Zniknie cała karta klienta, jak przy usuwaniu z karty: rezerwacje, zapytania, stałe treningi, pakiety z historią, notatki, e-maile o tym wszystkim i blokada adresu, jeśli jest. Tego nie da się cofnąć. Powiadomienia w Twojej skrzynce i wydarzenia dodane do Twojego kalendarza z e-maili usuń u siebie.",
            )}
          </p>
          <button type="submit" name="intent" value="erase" className="admin-button admin-button-danger">
            Usuń na zawsze
          </button>
        </Form>
      </details>
    </>
  );
}

/** A session that ended with no outcome, under "Do oznaczenia": when, who, and the two buttons. */
export function ToMarkItem({ entry }: { entry: AgendaBooking }) {
  return (
    <li className="agenda-entry">
      <p className="agenda-time">
        {entry.day ? `${entry.day}, ` : ""}
        {entry.time}
      </p>
      <p className="agenda-who">{t(entry.name)}</p>
      <p>{t(`${entry.service} · ${entry.place}`)}</p>
      <PackageLine entry={entry} />
      <OutcomeButtons entry={entry} />
      <PaymentButtons state={entry.payment} id={entry.id} intents={BOOKING_PAYMENT_INTENTS} idPrefix="do-oznaczenia" />
    </li>
  );
}

/** The client's package and its balance, which the outcome buttons below count down. */
function PackageLine({ entry }: { entry: AgendaBooking }) {
  return entry.package ? <p className="agenda-package">{t(entry.package.text)}</p> : null;
}

/** "Odbyła się" or "Nieobecność": the record packages are settled by; pressed again the other way, the balance follows. */
export function OutcomeButtons({ entry }: { entry: Pick<AgendaBooking, "id" | "version" | "status"> }) {
  return (
    <Form method="post" className="admin-status-buttons agenda-outcome" preventScrollReset>
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="version" value={entry.version} />
      <button type="submit" name="intent" value="attended" className="admin-button" aria-pressed={entry.status === "attended"}>
        Odbyła się
      </button>
      <button type="submit" name="intent" value="no_show" className="admin-button" aria-pressed={entry.status === "no_show"}>
        Nieobecność
      </button>
    </Form>
  );
}

/** Keep it as it is, or move it to one of the nearest free times (the client is told); cancelling is the form below. */
function OutsideRulesActions({ entry }: { entry: AgendaBooking }) {
  const field = `przenies-${entry.id}${entry.day ? "-decyzja" : ""}`;
  return (
    <div className="admin-form agenda-decision">
      <Form method="post" className="admin-button-row">
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="version" value={entry.version} />
        <button type="submit" name="intent" value="keep" className="admin-button">
          Zostaw ten termin
        </button>
      </Form>
      {entry.moveTo.length > 0 && (
        <Form method="post" className="admin-form">
          <input type="hidden" name="id" value={entry.id} />
          <input type="hidden" name="version" value={entry.version} />
          <div className="admin-field">
            <label htmlFor={field}>Przenieś na najbliższy wolny termin</label>
            <select id={field} name="start" defaultValue={entry.moveTo[0]!.value}>
              {entry.moveTo.map((time) => (
                <option key={time.value} value={time.value}>
                  {t(time.description)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="move" className="admin-button">
            {entry.email ? t("Przenieś i powiadom klienta") : "Przenieś"}
          </button>
        </Form>
      )}
    </div>
  );
}
