/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
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
import { ensureBuild } from "./ensure-build.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4198;
const SERVICE = "trening-personalny";
const RUNS = 200;
const HALF_HOUR = 30 * 60_000;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const row = (name, values) => `${name.padEnd(40)} ${percentile(values, 50).toFixed(2).padStart(7)} ${percentile(values, 95).toFixed(2).padStart(7)}`;

await ensureBuild();
const { bookSession, calendarFrom, createDatabase, freeSlotsByDay, initialContent, migrateToLatest } = await import("../build/server/cli.js");

// 1. 500 half-hour bookings at random free half-hours of the next 30 days.
const db = createDatabase(path.join(mkdtempSync(path.join(tmpdir(), "bench-bookings-")), "site.db"));
await migrateToLatest(db);
// No daily cap: with 500 bookings in 30 days the default cap (8) would close every day.
const settings = { ...initialContent().booking, maxPerDay: 50 };
const service = settings.services.find((candidate) => candidate.slug === "konsultacja");
const now = new Date();
const halfHours = [
  ...freeSlotsByDay({ ...settings, bufferMinutes: 0, maxPerDay: 50 }, { ...service, durationMinutes: 30 }, now, { occupied: [], sessionStarts: [] }).values(),
].flat();
for (let index = halfHours.length - 1; index > 0; index--) {
  const other = Math.floor(Math.random() * (index + 1));
  [halfHours[index], halfHours[other]] = [halfHours[other], halfHours[index]];
}
let booked = 0;
for (const slot of halfHours) {
  if (booked === 500) break;
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
const withDatabase = [];
const computeOnly = [];
let days = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const calendar = await calendarFrom(db, now);
  const read = performance.now();
  days = freeSlotsByDay(settings, service, now, calendar).size;
  const done = performance.now();
  withDatabase.push(done - started);
  computeOnly.push(done - read);
}
await db.destroy();
console.log(`Free times of ${settings.horizonDays} days (${days} with a free time) for "${service.name}" with ${booked} bookings, ${RUNS} runs`);
console.log("                                          p50 ms  p95 ms");
console.log(row("database read + computation", withDatabase));
console.log(row("computation alone", computeOnly));

// 2. 200 simultaneous attempts on 20 times.
const server = await serveBuild({ port: PORT, env: { SITE_URL: `http://127.0.0.1:${PORT}`, BOOKING_RATE_LIMIT: "100000" } });
try {
  const targets = [];
  for (const { date } of await bookableDays(server.base, SERVICE)) {
    const { starts } = await bookingForm(server.base, SERVICE, date);
    // Every other start: neighbours overlap (60 minutes every 30).
    for (let index = 0; index < starts.length && targets.length < 20; index += 4) targets.push(starts[index]);
    if (targets.length === 20) break;
  }
  const forms = await Promise.all(Array.from({ length: RUNS }, (_, index) => bookingForm(server.base, SERVICE, targets[index % 20].slice(0, 10))));
  await new Promise((resolve) => setTimeout(resolve, 3100));
  const started = performance.now();
  const statuses = await Promise.all(
    forms.map((form, index) =>
      postBooking(server.base, {
        service: SERVICE,
        start: targets[index % 20],
        submissionKey: form.submissionKey,
        stamp: form.stamp,
        name: `Osoba ${index}`,
        email: `osoba${index}@example.com`,
      }).then(
        (response) => response.status,
        () => 0,
      ),
    ),
  );
  const elapsed = performance.now() - started;
  const count = (test) => statuses.filter(test).length;
  console.log(`\n${RUNS} simultaneous attempts on 20 times, answered in ${elapsed.toFixed(0)} ms:`);
  console.log(
    `  bookings made (303): ${count((status) => status === 303)}   taken (409): ${count((status) => status === 409)}   5xx: ${count((status) => status >= 500)}   other: ${count((status) => status !== 303 && status !== 409 && status < 500)}`,
  );
  if (count((status) => status === 303) !== 20 || count((status) => status >= 500 || status === 0) > 0) process.exitCode = 1;
} finally {
  server.stop();
}
