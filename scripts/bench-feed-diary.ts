// The diary `npm run bench:feed` measures the calendar feed on: `years` of a
// busy trainer's sessions and half a year ahead, every slot a weekly series
// of its own client, changed now and then, written straight into a
// throw-away SQLite database with the feed's secret.
import { importCliBundle, type CliBundle } from "./cli-bundle.ts";

export const FEED_SECRET = "bench-feed-secret-0123456789abcdef";
const WEEK = 7 * 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
/** Monday to Saturday, five sessions a day: 30 a week. */
const HOURS = [7, 9, 12, 17, 19];
const WEEKS_AHEAD = 26;

type Database = ReturnType<CliBundle["createDatabase"]>;
/** A slot of the week: its number (and its client's), its day (0 = Monday), its hour and its series. */
type Slot = { index: number; day: number; hour: number; series: number };

/** Monday 00:00 UTC of this week. */
function thisMonday(now: Date): number {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * HOUR;
}

/** One weekly series a slot, six days of HOURS. */
async function weeklySlots(db: Database, stamp: string): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let slot = 0; slot < 6 * HOURS.length; slot++) {
    const hour = HOURS[slot % HOURS.length]!;
    const { id } = await db
      .insertInto("booking_series")
      .values({ client_id: null, service_slug: "trening-personalny", wall_time: `${hour}:00`, every_weeks: 1, created_at: stamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    slots.push({ index: slot, day: Math.floor(slot / HOURS.length), hour, series: id });
  }
  return slots;
}

/** The `index`th session of the diary, at `start`: every 17th cancelled, every 23rd moved half an hour, the past ones attended or missed. */
function session(slot: Slot, index: number, start: number, { now, firstWeek }: { now: number; firstWeek: number }) {
  const past = start < now;
  const cancelled = index % 17 === 0;
  const moved = !cancelled && index % 23 === 0;
  const begins = start + (moved ? HOUR / 2 : 0);
  return {
    service_slug: "trening-personalny",
    service_name: "Trening personalny",
    place: "Studio, ul. Sportowa 1, Przykładowo",
    price: 150,
    starts_at: new Date(begins).toISOString(),
    ends_at: new Date(begins + HOUR).toISOString(),
    claimed_until: new Date(begins + HOUR + HOUR / 4).toISOString(),
    name: `Klientka${slot.index} Nazwisko-Żółć`,
    email: `klientka${slot.index}@example.com`,
    phone: "+48600100200",
    notes: index % 5 === 0 ? "Ból kolana; proszę o łagodny start, dziękuję. Ćwiczenia na plecy, rozciąganie po treningu." : "",
    status: cancelled ? "cancelled" : past ? (index % 29 === 0 ? "no_show" : "attended") : "confirmed",
    sequence: (cancelled ? 1 : 0) + (moved ? 1 : 0) + (past && !cancelled ? 1 : 0),
    kept_outside_rules_at: null,
    submission_key: `bench-${index}`,
    network_hash: null,
    cancel_reason: cancelled ? "client" : null,
    cancelled_at: cancelled ? new Date(start - WEEK).toISOString() : null,
    created_at: new Date(Math.max(firstWeek, start - 8 * WEEK)).toISOString(),
    series_id: slot.series,
    origin: "trainer",
    moved_at: moved ? new Date(start - WEEK).toISOString() : null,
  } as const;
}

/** Fills the database; resolves with how many sessions it wrote. */
export async function fillFeedDiary(databaseFile: string, years: number, now: number): Promise<number> {
  const { createDatabase, migrateToLatest } = await importCliBundle();
  const db = createDatabase(databaseFile);
  await migrateToLatest(db);
  const stamp = new Date(now).toISOString();
  await db.insertInto("app_secrets").values({ name: "calendar-feed", value: FEED_SECRET, created_at: stamp }).execute();
  const slots = await weeklySlots(db, stamp);
  const firstWeek = thisMonday(new Date(now)) - years * 52 * WEEK;
  let rows: ReturnType<typeof session>[] = [];
  let count = 0;
  for (let week = firstWeek; week < thisMonday(new Date(now)) + WEEKS_AHEAD * WEEK; week += WEEK) {
    for (const slot of slots) {
      rows.push(session(slot, count + rows.length, week + slot.day * 24 * HOUR + (slot.hour - 1) * HOUR, { now, firstWeek }));
      if (rows.length < 500) continue;
      await db.insertInto("bookings").values(rows).execute();
      count += rows.length;
      rows = [];
    }
  }
  if (rows.length) await db.insertInto("bookings").values(rows).execute();
  await db.destroy();
  return count + rows.length;
}
