// /zajecia's list: the coming sessions under their titles, each with its
// time, place, price per person and free seats, and a link to book a seat.
import { href, Link } from "react-router";
import { typeset as t } from "~/lib/typeset";
import { BOOK_SEAT, FACT_LABELS } from "./groups-public.messages";
import type { SessionCard } from "./session-card";

export function PublicSessionList({ groups }: { groups: { title: string; sessions: SessionCard[] }[] }) {
  return (
    <div className="grid gap-10">
      {groups.map((group, index) => (
        <section key={group.title} aria-labelledby={`zajecia-${index}`}>
          <h2 id={`zajecia-${index}`} className="booking-step-title">
            {t(group.title)}
          </h2>
          <ul className="group-sessions">
            {group.sessions.map((session) => (
              <li key={session.id} className="group-session">
                <SessionFacts session={session} />
                {/* A full session says so in its facts ("brak miejsc"), with nothing to book. */}
                {session.free > 0 && (
                  <Link to={href("/zajecia/:id", { id: String(session.id) })} className="button-primary" aria-label={`${BOOK_SEAT}: ${session.when}`}>
                    {BOOK_SEAT}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A session's facts as a description list: on the list and on its own page, which says its minimum too (before the button that books). */
export function SessionFacts({ session, minimum = false }: { session: SessionCard; minimum?: boolean }) {
  return (
    <dl className="group-session-facts">
      <div>
        <dt>{FACT_LABELS.when}</dt>
        <dd>{session.when}</dd>
      </div>
      <div>
        <dt>{FACT_LABELS.where}</dt>
        <dd>{t(session.place)}</dd>
      </div>
      <div>
        <dt>{FACT_LABELS.price}</dt>
        <dd>{session.priceText}</dd>
      </div>
      <div>
        <dt>{FACT_LABELS.seats}</dt>
        <dd>{session.seatsText}</dd>
      </div>
      {minimum && session.minimumText && (
        <div>
          <dt>{FACT_LABELS.minimum}</dt>
          <dd>{t(session.minimumText)}</dd>
        </div>
      )}
    </dl>
  );
}
