// Free times as the booking page and the booking and move actions read them:
// the settings, the clock and what the database holds.
import type { Kysely } from "kysely";
import type { BookingService, BookingSettings } from "~content/booking-schema";
import type { Database } from "~/db/database.server";
import { freeSlotsByDay, fullDaysOf, type Slot } from "~/scheduling/availability";
import { calendarFrom } from "~/scheduling/calendar-queries.server";
import { checkSlot, slotRefusalMessage, type SlotRefusal } from "~/scheduling/slot-check";

/** Free slots per day; `except` is a booking being moved, whose own time counts as free. */
export async function freeTimes(
  db: Kysely<Database>,
  settings: BookingSettings,
  service: BookingService,
  now: Date,
  except?: number,
): Promise<Map<string, Slot[]>> {
  return freeSlotsByDay(settings, service, now, await calendarFrom(db, now, except));
}

/** Free slots per day, and the full days (working days with no free time left), from one read of the calendar. */
export async function freeAndFullDays(
  db: Kysely<Database>,
  settings: BookingSettings,
  service: BookingService,
  now: Date,
): Promise<{ free: Map<string, Slot[]>; full: string[] }> {
  const calendar = await calendarFrom(db, now);
  return { free: freeSlotsByDay(settings, service, now, calendar), full: fullDaysOf(settings, service, now, calendar) };
}

/**
 * The free slots closest in time to the one asked for, earliest first. With
 * `notBefore`, only those from then on while there are any: a booking moved
 * off a day that closed goes forward, not weeks back (issue 58).
 */
export function nearestSlots(days: Map<string, Slot[]>, wanted: number, { count = 3, notBefore = -Infinity } = {}): Slot[] {
  const free = [...days.values()].flat();
  const ahead = free.filter((slot) => slot.start >= notBefore);
  return (ahead.length > 0 ? ahead : free)
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted))
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}

export type SlotClaim<T> = { ok: true; value: T } | { ok: false; reason: SlotRefusal; message: string; alternatives: Slot[] };

/**
 * Books or moves to the time asked for: checks it is a free time (saying why
 * not, with the nearest free ones), then lets `claim` take it; when `claim`
 * loses the race for its cells, the times are read again for the answer.
 */
export async function claimSlot<T>(
  db: Kysely<Database>,
  request: { settings: BookingSettings; service: BookingService; start: number; now: Date; except?: number },
  claim: (slot: Slot) => Promise<T | "taken">,
): Promise<SlotClaim<T>> {
  const { settings, service, start, now, except } = request;
  const calendar = await calendarFrom(db, now, except);
  const check = checkSlot(settings, service, start, now, calendar);
  const alternatives = async () => nearestSlots(await freeTimes(db, settings, service, now, except), start);
  if (!check.ok) return { ok: false, reason: check.reason, message: check.message, alternatives: await alternatives() };
  const value = await claim(check.slot);
  if (value === "taken") return { ok: false, reason: "taken", message: slotRefusalMessage("taken", settings), alternatives: await alternatives() };
  return { ok: true, value };
}
