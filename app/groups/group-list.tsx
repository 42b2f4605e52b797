// The coming group sessions on /admin/zajecia: each a line with its date and
// time, title, seats taken ("3/6") and the participants' names, a tap away
// from the session's page.
import { href, Link } from "react-router";
import type { GroupSummary } from "./group-views.server";
import { groupNamesText, participantName } from "./groups-admin.messages";
import { typeset as t } from "~/lib/typeset";

export function GroupSessionList({ groups }: { groups: GroupSummary[] }) {
  if (!groups.length) return <p className="admin-lead">{t("Nie ma zaplanowanych zajęć grupowych.")}</p>;
  return (
    <ul className="agenda-entries group-list">
      {groups.map((group) => (
        <li key={group.id} className="agenda-entry" data-group={group.id}>
          <Link to={href("/admin/zajecia/:id", { id: String(group.id) })} className="group-line">
            <span className="agenda-line-time">{t(`${group.day}, ${group.time}`)}</span>
            <span className="agenda-line-who">
              {t(group.title)} <span className="admin-badge group-seats">{`${group.taken}/${group.seats}`}</span>
            </span>
            <span className="group-names">{t(groupNamesText(group.names.map(({ name, companion }) => participantName(name, companion))))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
