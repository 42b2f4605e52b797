// A group session in the agenda's day list: its time, title and seats taken
// ("Zdrowy kręgosłup 3/6") and the participants' names, wrapping on a phone;
// a tap opens the session's page with each participant's buttons.
import { href, Link } from "react-router";
import type { AgendaGroup } from "~/agenda/agenda-entries.server";
import { typeset as t } from "~/lib/typeset";
import { groupNamesText, GROUP_CANCELLED } from "~/groups";

export function GroupAgendaItem({ entry }: { entry: AgendaGroup }) {
  return (
    <li className="agenda-entry agenda-group" data-status={entry.status === "cancelled" ? "cancelled" : "confirmed"} data-group={entry.id}>
      <Link to={href("/admin/zajecia/:id", { id: String(entry.id) })} className="agenda-line group-line">
        <span className="agenda-line-time">{entry.time}</span>
        <span className="agenda-line-who">
          {t(entry.title)} <span className="admin-badge group-seats">{`${entry.taken}/${entry.seats}`}</span>
          {entry.status === "cancelled" && <span className="admin-badge">{GROUP_CANCELLED}</span>}
        </span>
        <span className="agenda-line-what group-names">{t(groupNamesText(entry.names))}</span>
      </Link>
    </li>
  );
}
