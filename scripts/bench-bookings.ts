// `npm run bench:bookings`: the booking calendar under load.
// 1. The free times of 30 days for one service with 500 bookings in the
//    database: the database read plus the computation, and the computation
//    alone, 200 times each (p50/p95).
// 2. 200 visitors at once trying to book 20 times (10 per time, from forms
//    fetched beforehand, after the 3 s time trap) against the production
//    server: exactly 20 bookings must result, and no 5xx.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bookableDays, bookingForm, postBooking } from "./booking-requests.ts";
import { importCliBundle, type CliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";
import { percentile } from "./measure/stats.ts";
import { serveBuild } from "./serve-build.ts";
import { sleep } from "./sleep.ts";

const PORT = 4198;
const SERVICE = "trening-personalny";
const RUNS = 200;
const BOOKINGS = 500;
const TIMES = 20;
const HALF_HOUR = 30 * 60_000;

type Database = ReturnType<CliBundle["createDatabase"]>;
type Settings = Parameters<CliBundle["freeSlotsByDay"]>[0];
type Service = Parameters<CliBundle["freeSlotsByDay"]>[1];

const row = (name: string, values: number[]) =>
  `${name.padEnd(40)} ${percentile(values, 50).toFixed(2).padStart(7)} ${percentile(values, 95).toFixed(2).padStart(7)}`;

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** BOOKINGS half-hour bookings at random free half-hours of the next 30 days; resolves with how many were made. */
async function fillDiary({ bookSession, freeSlotsByDay }: CliBundle, db: Database, settings: Settings, service: Service, now: Date): Promise<number> {
  const halfHours = [
    ...freeSlotsByDay({ ...settings, bufferMinutes: 0 }, { ...service, durationMinutes: 30 }, now, { occupied: [], sessionStarts: [] }).values(),
  ];
  let booked = 0;
  for (const slot of shuffle(halfHours.flat())) {
    if (booked === BOOKINGS) break;
    const outcome = await bookSession(db, {
      service: { slug: "konsultacja", name: "Konsultacja", price: 0 },
      place: "Studio",
      start: slot.start,
      end: slot.start + HALF_HOUR,
      bufferMs: 0,
      name: "Klient",
      email: `klient${booked}@example.com`,
      phone: "+48 600 100 200",
      notes: "",
      submissionKey: `bench-${booked}`,
    });
    if (outcome.kind === "booked") booked++;
  }
  return booked;
}

/** Part 1: the free times with the bookings in the database, read and computed RUNS times. */
async function measureFreeTimes(): Promise<void> {
  const cli = await importCliBundle();
  const db = cli.createDatabase(path.join(mkdtempSync(path.join(tmpdir(), "bench-bookings-")), "site.db"));
  await cli.migrateToLatest(db);
  // No daily cap: with 500 bookings in 30 days the default cap (8) would close every day.
  const settings = { ...cli.resolveContent(cli.initialContent()).booking, maxPerDay: 50 };
  const service = settings.services.find((candidate) => candidate.slug === "konsultacja");
  if (!service) throw new Error("the initial content has no konsultacja");
  const now = new Date();
  const booked = await fillDiary(cli, db, settings, service, now);
  const withDatabase = [];
  const computeOnly = [];
  let days = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const calendar = await cli.calendarFrom(db, now);
    const read = performance.now();
    days = cli.freeSlotsByDay(settings, service, now, calendar).size;
    const done = performance.now();
    withDatabase.push(done - started);
    computeOnly.push(done - read);
  }
  await db.destroy();
  console.log(`Free times of ${settings.horizonDays} days (${days} with a free time) for "${service.name}" with ${booked} bookings, ${RUNS} runs`);
  console.log("                                          p50 ms  p95 ms");
  console.log(row("database read + computation", withDatabase));
  console.log(row("computation alone", computeOnly));
}

/** TIMES starts to book, every other one of a day's (neighbours overlap: 60 minutes every 30). */
async function targetStarts(base: string): Promise<string[]> {
  const targets: string[] = [];
  for (const { date } of await bookableDays(base, SERVICE)) {
    const { starts } = await bookingForm(base, SERVICE, date);
    for (let index = 0; index < starts.length && targets.length < TIMES; index += 4) targets.push(starts[index]!);
    if (targets.length === TIMES) break;
  }
  return targets;
}

/** Part 2: RUNS simultaneous attempts on TIMES times: each one's status (0: no answer), and how long they took. */
async function raceForTimes(base: string): Promise<{ statuses: number[]; elapsed: number }> {
  const targets = await targetStarts(base);
  const target = (index: number) => targets[index % TIMES]!;
  const forms = await Promise.all(Array.from({ length: RUNS }, (_, index) => bookingForm(base, SERVICE, target(index).slice(0, 10))));
  await sleep(3100);
  const attempt = (form: (typeof forms)[number], index: number) =>
    postBooking(base, {
      service: SERVICE,
      start: target(index),
      submissionKey: form.submissionKey!,
      stamp: form.stamp!,
      name: `Osoba ${index}`,
      email: `osoba${index}@example.com`,
    }).then(
      (response) => response.status,
      () => 0,
    );
  const started = performance.now();
  const statuses = await Promise.all(forms.map(attempt));
  return { statuses, elapsed: performance.now() - started };
}

ensureBuild();
await measureFreeTimes();
const server = await serveBuild({ port: PORT, env: { SITE_URL: `http://127.0.0.1:${PORT}`, BOOKING_RATE_LIMIT: "100000" } });
try {
  const { statuses, elapsed } = await raceForTimes(server.base);
  const count = (test: (status: number) => boolean) => statuses.filter(test).length;
  console.log(`\n${RUNS} simultaneous attempts on ${TIMES} times, answered in ${elapsed.toFixed(0)} ms:`);
  console.log(
    `  bookings made (303): ${count((status) => status === 303)}   taken (409): ${count((status) => status === 409)}   5xx: ${count((status) => status >= 500)}   other: ${count((status) => status !== 303 && status !== 409 && status < 500)}`,
  );
  if (count((status) => status === 303) !== TIMES || count((status) => status >= 500 || status === 0) > 0) process.exitCode = 1;
} finally {
  server.stop();
}
