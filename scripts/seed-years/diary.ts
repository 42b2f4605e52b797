// The diary of a busy trainer over `years` years, as plain rows in memory:
// client cards, weekly series, one-off bookings (cancelled, moved, missed),
// packages counted down session by session, and time blocked for lunch. Rows
// refer to each other by their index in these arrays; insert-diary.ts turns
// the indexes into ids as it inserts them. Deterministic: one seeded generator.
import type { Temporal } from "temporal-polyfill";
import type { Random } from "../seeded-random.ts";
import { makeClients } from "./clients.ts";
import type { Diary } from "./diary-rows.ts";
import { book, isHoliday, moveWithin, SATURDAY_STARTS, settle, WEEKDAY_STARTS, type DiaryContext, type Service } from "./sessions.ts";
import { at, iso, warsawDate } from "./time.ts";

/** A weekly regular: their day (1 = Monday) and time, their series, and the week it ends. */
type Regular = { client: number; day: number; clock: string; series: number; until: number };
/** One week of the diary: its number, its Monday and the "day time" slots already booked. */
type Week = { number: number; monday: Temporal.PlainDate; startsAt: number; taken: Set<string> };

const ONE_OFF_SERVICES: (Service | undefined)[] = [
  { slug: "konsultacja", name: "Bezpłatna konsultacja", minutes: 30, price: 0, place: "Studio" },
  { slug: "konsultacja-online", name: "Bezpłatna konsultacja online", minutes: 30, price: 0, place: "Online" },
  { slug: "trening-w-plenerze", name: "Trening w plenerze", minutes: 60, price: 150, place: "W plenerze" },
  // A single personal training.
  undefined,
];

/** A random day of the week (Monday to Saturday) and one of its session starts. */
function randomSlot(random: Random): { day: number; clock: string } {
  const day = 1 + Math.floor(random.next() * 6);
  return { day, clock: random.pick(day === 6 ? SATURDAY_STARTS : WEEKDAY_STARTS) };
}

/** About 22 weekly regulars at a time: the ended ones leave, new series fill their places; a series lasts 3 to 15 months. */
function renewRegulars({ diary, random }: DiaryContext, regulars: Regular[], week: Week): void {
  for (let index = regulars.length - 1; index >= 0; index--) if (regulars[index]!.until <= week.number) regulars.splice(index, 1);
  while (regulars.length < 22) {
    const candidates = diary.clients
      .map((_, index) => index)
      .filter((index) => diary.clients[index]!.joined <= week.number && !regulars.some((one) => one.client === index));
    if (!candidates.length) break;
    const client = random.pick(candidates);
    const { day, clock } = randomSlot(random);
    if (regulars.some((one) => one.day === day && one.clock === clock)) continue;
    diary.series.push({ client, service_slug: "trening-personalny", wall_time: clock, every_weeks: 1, created_at: iso(week.startsAt) });
    regulars.push({ client, day, clock, series: diary.series.length - 1, until: week.number + 13 + Math.floor(random.next() * 52) });
  }
}

/** Each regular's session of the week, unless it falls on a holiday. */
function bookRegulars(context: DiaryContext, regulars: Regular[], week: Week): void {
  for (const one of regulars) {
    week.taken.add(`${one.day} ${one.clock}`);
    if (isHoliday(week.monday, one.day)) continue;
    const row = book(context, one.client, week.monday.add({ days: one.day - 1 }), one.clock, { series: one.series });
    settle(context, row, context.diary.bookings.length - 1);
  }
}

/** Up to ten one-off sessions (fewer when their time is taken): consultations, a session outdoors, a single training. */
function bookOneOffs(context: DiaryContext, week: Week): void {
  const { diary, random } = context;
  for (let count = 0; count < 10; count++) {
    const { day, clock } = randomSlot(random);
    if (week.taken.has(`${day} ${clock}`) || isHoliday(week.monday, day)) continue;
    week.taken.add(`${day} ${clock}`);
    const client = Math.floor(random.next() * diary.clients.length);
    const service = random.pick(ONE_OFF_SERVICES);
    const row = book(context, client, week.monday.add({ days: day - 1 }), clock, { service, origin: random.next() < 0.6 ? "online" : "trainer" });
    settle(context, row, diary.bookings.length - 1);
    // One in twenty moved to another free time of the week.
    if (random.next() < 0.05 && row.status !== "cancelled") moveWithin(context, row, week.monday, week.taken);
  }
}

/** Lunch blocked twice a week. */
function blockLunches({ diary }: DiaryContext, week: Week): void {
  for (const day of [2, 4]) {
    const date = week.monday.add({ days: day - 1 });
    diary.blocks.push({ starts_at: iso(at(date, "13:00")), ends_at: iso(at(date, "14:45")), note: "Obiad", created_at: iso(week.startsAt) });
  }
}

/** Makes the diary; `now` splits the past (outcomes marked) from the weeks ahead (confirmed). */
export function makeDiary(options: { years: number; now: Date; clientCount: number; bufferMinutes: number; random: Random }): Diary {
  const { years, now, clientCount, random } = options;
  const today = warsawDate(now);
  const firstMonday = today.subtract({ years }).subtract({ days: today.subtract({ years }).dayOfWeek - 1 });
  const weeks = Math.ceil(firstMonday.until(today).days / 7) + 6;
  const diary: Diary = {
    clients: makeClients(clientCount, weeks, random),
    series: [],
    bookings: [],
    packages: [],
    events: [],
    uses: [],
    blocks: [],
    payments: [],
  };
  const context: DiaryContext = { ...options, diary, packages: new Map() };
  const regulars: Regular[] = [];
  for (let number = 0; number < weeks; number++) {
    const monday = firstMonday.add({ weeks: number });
    const week: Week = { number, monday, startsAt: at(monday, "06:00"), taken: new Set() };
    renewRegulars(context, regulars, week);
    bookRegulars(context, regulars, week);
    bookOneOffs(context, week);
    blockLunches(context, week);
  }
  return diary;
}
