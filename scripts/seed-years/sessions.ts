// The diary's sessions: booked at a wall-clock time, given their outcome
// (past ones marked, some cancelled), and now and then moved within the week.
import type { Temporal } from "temporal-polyfill";
// The app's own calendar of holidays (plain TypeScript, run by Node's type stripping): the diary is closed on them, as a series saved in the panel skips them.
import { holidayOn } from "../../app/scheduling/polish-holidays.ts";
import type { Random } from "../seeded-random.ts";
import { countDown, type CurrentPackages } from "./packages.ts";
import { paySession } from "./payments.ts";
import type { Diary, DiaryBooking } from "./diary-rows.ts";
import { at, HOUR, iso } from "./time.ts";

/** Session starts of a weekday and of a Saturday: 60 minutes and the 15-minute buffer fit between them, lunch stays free. */
export const WEEKDAY_STARTS = ["07:00", "08:30", "10:00", "11:30", "15:00", "16:30", "18:00", "19:30"];
export const SATURDAY_STARTS = ["08:00", "09:30", "11:00", "12:30"];

export type Service = { slug: string; name: string; minutes: number; price: number; place: string };
const PERSONAL_TRAINING: Service = { slug: "trening-personalny", name: "Trening personalny", minutes: 60, price: 150, place: "Studio" };

/** What every session of the diary shares: `now` splits the past (outcomes marked) from the weeks ahead (confirmed). */
export type DiaryContext = { diary: Diary; packages: CurrentPackages; now: Date; bufferMinutes: number; random: Random };

/** Whether the `day`th day (1 = Monday) of the week of `monday` is a holiday. */
export const isHoliday = (monday: Temporal.PlainDate, day: number): boolean => Boolean(holidayOn(monday.add({ days: day - 1 })));

/** A confirmed session of `client` at `clock` on `date`, added to the diary. */
export function book(
  { diary, now, bufferMinutes }: DiaryContext,
  client: number,
  date: Temporal.PlainDate,
  clock: string,
  extra: { service?: Service | undefined; series?: number; origin?: "online" | "trainer" },
): DiaryBooking {
  const start = at(date, clock);
  const service = extra.service ?? PERSONAL_TRAINING;
  const end = start + service.minutes * 60_000;
  const row: DiaryBooking = {
    client,
    series: extra.series ?? null,
    service_slug: service.slug,
    service_name: service.name,
    place: service.place,
    price: service.price,
    starts_at: iso(start),
    ends_at: iso(end),
    claimed_until: iso(end + bufferMinutes * 60_000),
    status: "confirmed",
    origin: extra.origin ?? "trainer",
    created_at: iso(Math.min(start - 3 * 24 * HOUR, now.getTime())),
    cancelled_at: null,
    cancel_reason: null,
    moved_at: null,
    package: null,
  };
  const card = diary.clients[client]!;
  card.first ??= row.created_at;
  card.last = row.starts_at < iso(now.getTime()) ? row.starts_at : card.last;
  diary.bookings.push(row);
  return row;
}

/** A session's outcome: past ones marked (a few left to mark last week), ahead ones confirmed, some cancelled either way. */
export function settle(context: DiaryContext, row: DiaryBooking, index: number): void {
  const { now, random } = context;
  const start = Date.parse(row.starts_at);
  const roll = random.next();
  if (roll < 0.07) {
    row.status = "cancelled";
    row.cancelled_at = iso(Math.min(start - 24 * HOUR, now.getTime()));
    row.cancel_reason = roll < 0.04 ? "client" : "Choroba trenera — przepraszam, odrobimy.";
    return;
  }
  if (start > now.getTime() || (start > now.getTime() - 5 * 24 * HOUR && roll > 0.8)) return;
  row.status = roll < 0.1 ? "no_show" : "attended";
  if (row.status !== "attended") return;
  if (row.service_slug === "trening-personalny") countDown(context.diary, context.packages, row, index, now, random);
  else paySession(context.diary, row, index, now, random);
}

/** Moves the session to another free weekday time of its week (`taken`), on the same side of now: an outcome marked is never in the future. */
export function moveWithin({ now, bufferMinutes, random }: DiaryContext, row: DiaryBooking, monday: Temporal.PlainDate, taken: Set<string>): void {
  const day = 1 + Math.floor(random.next() * 5);
  const clock = random.pick(WEEKDAY_STARTS);
  if (taken.has(`${day} ${clock}`) || isHoliday(monday, day)) return;
  taken.add(`${day} ${clock}`);
  const start = at(monday.add({ days: day - 1 }), clock);
  if (start > now.getTime() !== Date.parse(row.starts_at) > now.getTime()) return;
  const length = Date.parse(row.ends_at) - Date.parse(row.starts_at);
  row.moved_at = iso(Math.min(Date.parse(row.created_at) + 24 * HOUR, now.getTime()));
  row.starts_at = iso(start);
  row.ends_at = iso(start + length);
  row.claimed_until = iso(start + length + bufferMinutes * 60_000);
}
