// Under the agenda's heading: the bookings a change of working hours or
// services left outside the rules, each to keep, move or cancel. Folded
// under one counted line: a day off over six bookings once pushed the week
// eleven screens down.
import { typeset as t } from "~/lib/typeset";
import type { AgendaBooking } from "~/agenda/agenda-week.server";
import { AgendaItem } from "./agenda-entry";
import { bookingsToDecide } from "./agenda.messages";

export function OutsideRulesSection({ entries }: { entries: AgendaBooking[] }) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby="poza-zasadami">
      <details className="agenda-fold agenda-notice">
        <summary id="poza-zasadami">{bookingsToDecide(entries.length)}</summary>
        <p className="admin-lead">
          {t(
            "Po zmianie ustawień te terminy nie pasują do godzin pracy albo usług. Klienci nie zostali o niczym powiadomieni: zostaw termin, przenieś go albo odwołaj z wiadomością.",
          )}
        </p>
        <ul className="agenda-entries">
          {entries.map((entry) => (
            <AgendaItem key={`poza-${entry.id}`} entry={entry} open />
          ))}
        </ul>
      </details>
    </section>
  );
}
