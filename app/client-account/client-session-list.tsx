// The client's sessions on /moje-treningi: each with its status and payment,
// and, while the booking page would allow it, "Zmień termin" (on the booking's
// own page, which moves it) and the cancel that asks first.
import { href, Link } from "react-router";
import { CancelWithQuestion, cancelButton, cancelQuestion } from "~/bookings";
import type { Weekday } from "~content/booking-schema";
import { typeset as t } from "~/lib/typeset";
import { PAGE } from "./client-account.messages";

export type SessionItem = {
  id: number;
  token: string;
  version: number;
  service: string;
  when: string;
  start: { weekday: Weekday; date: string; time: string };
  place: string;
  status: string;
  payment: string;
  changeable: boolean;
  movable: boolean;
};

export function ClientSessionList({ sessions, withChanges }: { sessions: SessionItem[]; withChanges: boolean }) {
  return (
    <ul className="client-sessions mt-4 space-y-4">
      {sessions.map((session) => (
        <li key={session.id} className="client-session">
          <p className="font-bold">{session.when}</p>
          <p>{t(session.service)}</p>
          <p className="text-sm">
            {t(`${PAGE.place}: ${session.place}`)}
            <br />
            {`${PAGE.status}: ${session.status}`}
            <br />
            {t(`${PAGE.payment}: ${session.payment}`)}
          </p>
          {withChanges && (
            <div className="mt-3 flex flex-wrap gap-3">
              {session.movable && (
                <Link to={`${href("/rezerwacja/:token", { token: session.token })}?zmien`} className="button-secondary">
                  {PAGE.move}
                </Link>
              )}
              {session.changeable && (
                <CancelWithQuestion
                  label={cancelButton(false)}
                  question={cancelQuestion(session.start, session.service)}
                  intent="cancel"
                  version={session.version}
                  booking={session.id}
                />
              )}
              <Link to={href("/rezerwacja/:token", { token: session.token })} className="inline-flex min-h-11 items-center self-center font-bold underline">
                {PAGE.details}
              </Link>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
