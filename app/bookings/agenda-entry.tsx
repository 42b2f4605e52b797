// One booking or block in the trainer's agenda, with its buttons: made for a
// phone (big targets, contact in one tap), working without JavaScript.
import { Form } from "react-router";
import type { AgendaEntry } from "~/bookings/agenda.server";
import { mailtoHref, telHref } from "~/lib/contact-links";

const STATUS_LABELS: Record<string, string> = { confirmed: "potwierdzona", cancelled: "odwołana", attended: "odbyło się", no_show: "nie przyszedł(-ła)" };

export function AgendaItem({ entry }: { entry: AgendaEntry }) {
  if (entry.kind === "block") {
    return (
      <li className="agenda-entry" data-kind="block">
        <p className="agenda-time">{entry.time}</p>
        <p>
          Zajęte{entry.note ? `: ${entry.note}` : ""}
        </p>
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
    <li className="agenda-entry" data-status={entry.status}>
      <p className="agenda-time">
        {entry.time} <span className="admin-badge">{STATUS_LABELS[entry.status]}</span>
      </p>
      <p className="agenda-who">{entry.name}</p>
      <p>
        {entry.service} · {entry.place}
      </p>
      {entry.notes && <p className="admin-message">{entry.notes}</p>}
      <div className="admin-button-row">
        <a href={telHref(entry.phone)} className="admin-button">
          Zadzwoń {entry.phone}
        </a>
        <a href={mailtoHref(entry.email, `Rezerwacja: ${entry.service}, ${entry.time}`)} className="admin-button">
          Napisz e-mail
        </a>
      </div>
      {entry.status === "confirmed" && !entry.past && (
        <details className="agenda-cancel">
          <summary className="admin-button">Odwołaj…</summary>
          <Form method="post" className="admin-form">
            <input type="hidden" name="id" value={entry.id} />
            <div className="admin-field">
              <label htmlFor={`wiadomosc-${entry.id}`}>Wiadomość do klienta (trafi do e-maila)</label>
              <textarea id={`wiadomosc-${entry.id}`} name="message" rows={3} maxLength={1000} defaultValue="Przepraszam, muszę odwołać ten termin." />
            </div>
            <div className="admin-button-row">
              <button type="submit" name="intent" value="cancel" className="admin-button admin-button-danger">
                Odwołaj i powiadom
              </button>
              <button type="submit" name="intent" value="cancel-block" className="admin-button">
                Odwołaj i zablokuj ten e-mail
              </button>
            </div>
          </Form>
        </details>
      )}
      {entry.past && entry.status !== "cancelled" && (
        <Form method="post" className="admin-status-buttons agenda-outcome">
          <input type="hidden" name="id" value={entry.id} />
          <button type="submit" name="intent" value="attended" className="admin-button" aria-pressed={entry.status === "attended"}>
            Odbyło się
          </button>
          <button type="submit" name="intent" value="no_show" className="admin-button" aria-pressed={entry.status === "no_show"}>
            Nie przyszedł(-ła)
          </button>
        </Form>
      )}
      <details className="agenda-cancel">
        <summary className="admin-link">Usuń dane klienta (RODO)</summary>
        <Form method="post" className="admin-form">
          <input type="hidden" name="id" value={entry.id} />
          <p>Znikną wszystkie rezerwacje i zapytania z adresu {entry.email}. Tego nie da się cofnąć.</p>
          <button type="submit" name="intent" value="erase" className="admin-button admin-button-danger">
            Usuń na zawsze
          </button>
        </Form>
      </details>
    </li>
  );
}
