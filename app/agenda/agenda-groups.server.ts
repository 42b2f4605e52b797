// A group session in the agenda: one entry with its seats taken and its
// participants' names (its seats' bookings are not listed on their own).
import type { GroupSummary } from "~/groups/index.server";
import { participantName } from "~/groups";
import { warsawDate } from "~/scheduling";
import { daySpan, type AgendaGroup } from "~/agenda/agenda-entries.server";

export function groupEntry(group: GroupSummary): AgendaGroup {
  return {
    kind: "group",
    id: group.id,
    time: group.time,
    clock: group.clock,
    title: group.title,
    taken: group.taken,
    seats: group.seats,
    names: group.names.map(({ name, companion }) => participantName(name, companion)),
    status: group.status,
    span: daySpan(group.startsAt, group.endsAt, warsawDate(Date.parse(group.startsAt))),
  };
}
