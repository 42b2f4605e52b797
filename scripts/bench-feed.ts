/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run bench:feed`: the trainer's calendar feed (/kalendarz/<secret>.ics)
// after 0, 2 and 4 years of a busy trainer's sessions (about 30 a week in
// weekly series, some cancelled or moved, half a year booked ahead), put
// straight into a throw-away SQLite database. For each, against the
// production server: the feed's time (p50/p95 over repeated requests) and
// the server's CPU time per request (which a busy machine does not inflate),
// the same for a calendar that already has it (If-None-Match), how long
// /healthz waits while feeds are built (and with none), and the memory.
import { mkdtempSync, readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild } from "./ensure-build.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4199;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const SECRET = "bench-feed-secret-0123456789abcdef";
const WEEK = 7 * 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
/** Monday to Saturday, five sessions a day: 30 a week. */
const HOURS = [7, 9, 12, 17, 19];
const WEEKS_AHEAD = 26;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const memory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: field("VmRSS"), peak: field("VmHWM") };
};

/** CPU time the process has used, in ms (utime + stime, in the kernel's 10 ms ticks): unlike wall time, not inflated by a busy machine. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

await ensureBuild();
const { createDatabase, migrateToLatest } = await import("../build/server/cli.js");

/** Monday 00:00 UTC of this week. */
function thisMonday(now) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * HOUR;
}

/** `years` of history and half a year ahead: every slot a weekly series of its own client, changed now and then. */
async function fill(databaseFile, years, now) {
  const db = createDatabase(databaseFile);
  await migrateToLatest(db);
  const stamp = new Date(now).toISOString();
  await db.insertInto("app_secrets").values({ name: "calendar-feed", value: SECRET, created_at: stamp }).execute();
  const firstWeek = thisMonday(new Date(now)) - years * 52 * WEEK;
  const series = [];
  for (let slot = 0; slot < 6 * HOURS.length; slot++) {
    const { id } = await db
      .insertInto("booking_series")
      .values({ client_id: null, service_slug: "trening-personalny", wall_time: `${HOURS[slot % HOURS.length]}:00`, every_weeks: 1, created_at: stamp })
      .returning("id")
      .executeTakeFirstOrThrow();
    series.push(id);
  }
  let rows = [];
  let count = 0;
  const flush = async () => {
    if (rows.length) await db.insertInto("bookings").values(rows).execute();
    count += rows.length;
    rows = [];
  };
  for (let week = firstWeek; week < thisMonday(new Date(now)) + WEEKS_AHEAD * WEEK; week += WEEK) {
    for (let slot = 0; slot < series.length; slot++) {
      const day = Math.floor(slot / HOURS.length);
      const start = week + day * 24 * HOUR + (HOURS[slot % HOURS.length] - 1) * HOUR;
      const index = count + rows.length;
      const past = start < now;
      const cancelled = index % 17 === 0;
      const moved = !cancelled && index % 23 === 0;
      const begins = start + (moved ? HOUR / 2 : 0);
      rows.push({
        service_slug: "trening-personalny",
        service_name: "Trening personalny",
        place: "Studio, ul. Sportowa 1, Przykładowo",
        price: 150,
        starts_at: new Date(begins).toISOString(),
        ends_at: new Date(begins + HOUR).toISOString(),
        claimed_until: new Date(begins + HOUR + HOUR / 4).toISOString(),
        name: `Klientka${slot} Nazwisko-Żółć`,
        email: `klientka${slot}@example.com`,
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
        series_id: series[slot],
        origin: "trainer",
        moved_at: moved ? new Date(start - WEEK).toISOString() : null,
      });
      if (rows.length === 500) await flush();
    }
  }
  await flush();
  await db.destroy();
  return count;
}

/** The milliseconds of each request, the server's CPU per request, and the last answer's ETag. */
async function timeFeed(pid, url, headers = {}) {
  const times = [];
  const cpuBefore = cpuMs(pid);
  let etag = null;
  let status = 0;
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    bytes = (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    etag = response.headers.get("etag");
    status = response.status;
  }
  return { times, cpu: (cpuMs(pid) - cpuBefore) / RUNS, etag, status, bytes };
}

/** The longest /healthz answer, asked every 5 ms, while five feeds are built one after another (or, with no url, for a second). */
async function longestHealthz(base, url) {
  let building = true;
  const feeds = (async () => {
    if (url) for (let run = 0; run < 5; run++) await (await fetch(url)).arrayBuffer();
    else await new Promise((resolve) => setTimeout(resolve, 1000));
    building = false;
  })();
  let longest = 0;
  while (building) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    longest = Math.max(longest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await feeds;
  return longest;
}

const ms = (values) => `${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 95).toFixed(1).padStart(8)}`;
console.log(`The feed, ${RUNS} requests each (ms); the machine's load average at the start: ${loadavg()[0].toFixed(1)}`);
console.log("years  sessions  events  KiB     p50      p95  CPU/req   304 p50  304 p95  CPU/req  healthz max (idle)  RSS MB  peak MB");
for (const years of [0, 2, 4]) {
  const now = Date.now();
  const databaseFile = path.join(mkdtempSync(path.join(tmpdir(), "bench-feed-")), "site.db");
  const sessions = await fill(databaseFile, years, now);
  const server = await serveBuild({ port: PORT, env: { DATABASE_URL: databaseFile, SITE_URL: `http://127.0.0.1:${PORT}` } });
  try {
    const url = `${server.base}/kalendarz/${SECRET}.ics`;
    const warm = await fetch(url);
    const text = await warm.text();
    if (!warm.ok) throw new Error(`the feed answered ${warm.status}`);
    const events = text.split("BEGIN:VEVENT").length - 1;
    const full = await timeFeed(server.pid, url);
    const cached = full.etag ? await timeFeed(server.pid, url, { "If-None-Match": full.etag }) : null;
    if (cached && cached.status !== 304) throw new Error(`If-None-Match answered ${cached.status}`);
    const idle = await longestHealthz(server.base, null);
    const health = await longestHealthz(server.base, url);
    const { rss, peak } = memory(server.pid);
    console.log(
      `${String(years).padStart(5)} ${String(sessions).padStart(9)} ${String(events).padStart(7)} ${String(Math.round(full.bytes / 1024)).padStart(4)} ${ms(full.times)} ${full.cpu.toFixed(1).padStart(8)} ${cached ? `${ms(cached.times)} ${cached.cpu.toFixed(1).padStart(8)}` : "   (no ETag)              "} ${health.toFixed(1).padStart(12)} ${`(${idle.toFixed(1)})`.padStart(7)} ${String(rss).padStart(7)} ${String(peak).padStart(8)}`,
    );
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
