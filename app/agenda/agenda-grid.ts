// The agenda's week as a grid, hours down and days across: what each hour of
// each day holds, for a table that fits a phone. A booking sits in the hour
// it starts in; the hours it goes on into, and blocks and private-calendar
// times, are grey; a free time is a tap away from booking it.
import type { AgendaBooking, AgendaDay, AgendaEntry, FreeTime } from "~/agenda/agenda-week.server";
import type { AgendaGroup } from "~/agenda/agenda-entries.server";

/** Bookings starting in the hour, in time order: their id (to open them), start, client, state, whether the client was reminded, and the questionnaire's doctor's note. */
export type GridBooking = Pick<AgendaBooking, "id" | "clock" | "name" | "status" | "past" | "doctorNote"> & { fresh: boolean; reminded: boolean };

export type GridCell =
  | { kind: "bookings"; bookings: GridBooking[] }
  | { kind: "group"; group: Pick<AgendaGroup, "id" | "clock" | "title" | "taken" | "seats"> }
  | { kind: "free"; time: FreeTime }
  | { kind: "busy"; by: AgendaEntry["kind"] }
  | { kind: "closed" }
  | { kind: "empty" };

export type GridDay = { date: string; closed: boolean; cells: GridCell[] };

export type WeekGrid = { hours: number[]; days: GridDay[] };

/** The hours shown when the week holds nothing to size them by. */
const DEFAULT_HOURS = { first: 8, last: 20 };
/** A stretch this long (an all-day event, a holiday) greys hours but does not stretch the grid to midnight. */
const LONG_STRETCH = 12 * 60;

const overlaps = (entry: AgendaEntry, from: number, to: number) => entry.span.from < to && entry.span.to > from;
const shown = (entry: AgendaEntry) => (entry.kind !== "booking" && entry.kind !== "group") || entry.status !== "cancelled";

/** From the hour of the earliest booking, block or free time of the week to the hour the last one ends in. */
function hoursOf(days: AgendaDay[]): number[] {
  const stretches = days.flatMap((day) => [
    ...day.entries.filter((entry) => shown(entry) && entry.span.to - entry.span.from < LONG_STRETCH).map((entry) => entry.span),
    ...day.free.map((time) => ({ from: time.minute, to: time.minute + 1 })),
  ]);
  const first = stretches.length ? Math.floor(Math.min(...stretches.map((one) => one.from)) / 60) : DEFAULT_HOURS.first;
  const last = stretches.length ? Math.ceil(Math.max(...stretches.map((one) => one.to)) / 60) - 1 : DEFAULT_HOURS.last;
  return Array.from({ length: Math.max(last, first) - first + 1 }, (_, index) => first + index);
}

function cellOf(day: AgendaDay, hour: number): GridCell {
  const [from, to] = [hour * 60, hour * 60 + 60];
  const entries = day.entries.filter(shown);
  const starting = entries.flatMap((entry) =>
    entry.kind === "booking" && entry.span.from >= from && entry.span.from < to
      ? [
          {
            id: entry.id,
            clock: entry.clock,
            name: entry.name,
            status: entry.status,
            past: entry.past,
            fresh: entry.fresh === true,
            reminded: entry.reminded !== null,
            doctorNote: entry.doctorNote,
          },
        ]
      : [],
  );
  if (starting.length) return { kind: "bookings", bookings: starting };
  const group = entries.find((entry) => entry.kind === "group" && entry.span.from >= from && entry.span.from < to);
  if (group?.kind === "group")
    return { kind: "group", group: { id: group.id, clock: group.clock, title: group.title, taken: group.taken, seats: group.seats } };
  const free = day.free.find((time) => time.minute >= from && time.minute < to);
  if (free) return { kind: "free", time: free };
  const busy = entries.find((entry) => overlaps(entry, from, to));
  if (busy) return { kind: "busy", by: busy.kind };
  return day.closed ? { kind: "closed" } : { kind: "empty" };
}

export function weekGrid(days: AgendaDay[]): WeekGrid {
  const hours = hoursOf(days);
  return { hours, days: days.map((day) => ({ date: day.date, closed: day.closed !== null, cells: hours.map((hour) => cellOf(day, hour)) })) };
}
