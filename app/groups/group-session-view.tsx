// /admin/zajecia/:id: the session's facts, its participants (each with the
// buttons the page passes in: the agenda's own), "Dodaj uczestnika" and
// "Odwołaj zajęcia". Plain forms posting to the page's action.
import { Form } from "react-router";
import type { ReactNode } from "react";
import type { GroupSummary } from "./group-views.server";
import { minimumText, seatsLeftText, seatsTakenText } from "./groups-admin.messages";
import { typeset as t } from "~/lib/typeset";
import { telHref } from "~/lib/contact-links";
import { formatPrice } from "~/lib/format";

export function GroupSessionFacts({ group }: { group: GroupSummary }) {
  const hoursBefore = group.decideAt === null ? null : Math.round((Date.parse(group.startsAt) - Date.parse(group.decideAt)) / 3_600_000);
  return (
    <dl className="group-facts">
      <dt>Kiedy</dt>
      <dd>{t(`${group.day}, ${group.time}`)}</dd>
      <dt>Miejsce</dt>
      <dd>{t(group.place)}</dd>
      <dt>Cena za osobę</dt>
      <dd>{t(formatPrice(group.price))}</dd>
      <dt>Miejsca</dt>
      <dd>
        <span className="group-seats-taken">{t(seatsTakenText(group.taken, group.seats))}</span>
        {group.status === "open" && t(` (${seatsLeftText(Math.max(group.seats - group.taken, 0))})`)}
      </dd>
      {group.minSeats !== null && (
        <>
          <dt>Minimum</dt>
          <dd>{t(minimumText(group.minSeats, hoursBefore))}</dd>
        </>
      )}
    </dl>
  );
}

export type ParticipantLine = { id: number; name: string; companion: string | null; phone: string; state: string; packageText: string | null };

/** Each participant: name, companion, phone link, state and package, then the buttons `actions` draws for them. */
export function GroupParticipants({ participants, actions }: { participants: ParticipantLine[]; actions: (id: number) => ReactNode }) {
  if (!participants.length) return <p className="admin-lead">{t("Nikt jeszcze się nie zapisał.")}</p>;
  return (
    <ul className="agenda-entries">
      {participants.map((participant) => (
        <li key={participant.id} className="agenda-entry" data-participant={participant.id}>
          <p className="agenda-who">
            {t(participant.name)} <span className="admin-badge">{t(participant.state)}</span>
          </p>
          {participant.companion && <p>{t(`Z osobą towarzyszącą: ${participant.companion}`)}</p>}
          {participant.phone && (
            <p className="admin-button-row">
              <a href={telHref(participant.phone)} className="admin-button">
                {t(`Zadzwoń ${participant.phone}`)}
              </a>
            </p>
          )}
          {participant.packageText && <p className="agenda-package">{t(participant.packageText)}</p>}
          {actions(participant.id)}
        </li>
      ))}
    </ul>
  );
}

/** "Odwołaj zajęcia": the message goes to every participant in the usual cancel mail. */
export function CancelGroupForm({ group, error }: { group: GroupSummary; error: string | null }) {
  return (
    <Form method="post" className="admin-form">
      <input type="hidden" name="version" value={group.sequence} />
      <div className="admin-field">
        <label htmlFor="wiadomosc-odwolania">{t("Wiadomość do uczestników (trafi do e-maila o odwołaniu)")}</label>
        <textarea id="wiadomosc-odwolania" name="message" maxLength={1000} rows={3} />
      </div>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <button type="submit" name="intent" value="cancel-group" className="admin-button admin-button-danger">
        Odwołaj zajęcia
      </button>
    </Form>
  );
}

/** What "Dodaj uczestnika" asks besides the client: a companion's name, and whether the client gets mails. */
export function ParticipantExtras({ values }: { values: Record<string, string> }) {
  return (
    <>
      <div className="admin-field">
        <label htmlFor="osoba-towarzyszaca">{t("Osoba towarzysząca (zajmie drugie miejsce; puste: bez)")}</label>
        <input id="osoba-towarzyszaca" name="companion" maxLength={100} autoComplete="off" defaultValue={values.companion ?? ""} />
      </div>
      <div className="admin-field">
        <input id="mail-uczestnika" name="mailClient" type="checkbox" defaultChecked={values.mailClient !== undefined ? values.mailClient === "on" : true} />
        <label htmlFor="mail-uczestnika">{t("Wyślij klientowi e-mail z potwierdzeniem")}</label>
      </div>
    </>
  );
}
