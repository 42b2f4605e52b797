// The coming group sessions on /admin/zajecia: each a line with its date and
// time, title, seats taken ("3/6") and the participants' names, a tap away
// from the session's page.
import { href, Link } from "react-router";
import type { GroupSummary } from "./group-views.server";
import { participantName } from "./groups-admin.messages";
import { typeset as t } from "~/lib/typeset";

export function GroupSessionList({ groups }: { groups: GroupSummary[] }) {
  if (!groups.length) return <p className="admin-lead">{t("Nie ma zaplanowanych zajęć grupowych.")}</p>;
  return (
    <ul className="agenda-list group-list">
      {groups.map((group) => (
        <li key={group.id} className="agenda-entry" data-group={group.id}>
          <Link to={href("/admin/zajecia/:id", { id: String(group.id) })} className="group-line">
            <span className="agenda-line-time">{t(`${group.day}, ${group.time}`)}</span>
            <span className="agenda-line-who">
              {t(group.title)} <span className="admin-badge group-seats">{`${group.taken}/${group.seats}`}</span>
            </span>
            <GroupNames group={group} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The participants' names, or that nobody has joined yet. */
export function GroupNames({ group }: { group: Pick<GroupSummary, "names"> }) {
  return (
    <span className="group-names">
      {t(group.names.length ? group.names.map(({ name, companion }) => participantName(name, companion)).join(", ") : "nikt jeszcze się nie zapisał")}
    </span>
  );
}
