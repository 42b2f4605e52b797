// What holds a time, by name, as the trainer's booking form shows it
// ("Anna Nowak, Trening personalny 18:00–19:00").
import type { Kysely } from "kysely";
import type { Temporal } from "temporal-polyfill";
import type { Database } from "~/db/database.server";
import type { NamedOccupied } from "~/scheduling";
import { calendarFrom } from "~/scheduling/index.server";
import { formatTimeRange, warsawInstant } from "~/scheduling";
import { agendaBetween } from "~/agenda/agenda-queries.server";

/**
 * Everything that holds time from now to the end of `lastDate`, each with
 * what holds it: a booking by its client, service and time, a block by its
 * note; anything else the calendar holds (the private calendar) as it names
 * itself, or not at all ("zajęte").
 */
export async function namedOccupied(db: Kysely<Database>, now: Date, lastDate: Temporal.PlainDate): Promise<NamedOccupied[]> {
  const until = new Date(warsawInstant(lastDate.add({ days: 1 }), 0)!);
  const [calendar, agenda] = await Promise.all([calendarFrom(db, now), agendaBetween(db, now, until)]);
  const names = new Map<string, string>();
  for (const booking of agenda.bookings) {
    if (booking.status !== "confirmed") continue;
    const key = `${Date.parse(booking.starts_at)}-${Date.parse(booking.claimed_until)}`;
    names.set(key, `${booking.name}, ${booking.service_name} ${formatTimeRange(booking.starts_at, booking.ends_at)}`);
  }
  for (const block of agenda.blocks) {
    const key = `${Date.parse(block.starts_at)}-${Date.parse(block.ends_at)}`;
    names.set(key, `blokada ${formatTimeRange(block.starts_at, block.ends_at)}${block.note ? ` (${block.note})` : ""}`);
  }
  return calendar.occupied.map((stretch) => {
    const own = (stretch as NamedOccupied).name;
    const name = own ?? names.get(`${stretch.start}-${stretch.end}`);
    return name === undefined ? { start: stretch.start, end: stretch.end } : { start: stretch.start, end: stretch.end, name };
  });
}
