// `npm run bench:feed`: the trainer's calendar feed (/kalendarz/<secret>.ics)
// after 0, 2 and 4 years of a busy trainer's sessions (about 30 a week in
// weekly series, some cancelled or moved, half a year booked ahead), put
// straight into a throw-away SQLite database. For each, against the
// production server: the feed's time (p50/p95 over repeated requests) and
// the server's CPU time per request (which a busy machine does not inflate),
// the same for a calendar that already has it (If-None-Match), how long
// /healthz waits while feeds are built (and with none), and the memory.
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fillFeedDiary, FEED_SECRET } from "./bench-feed-diary.ts";
import { ensureBuild } from "./ensure-build.ts";
import { cpuMs, memoryMb } from "./measure/process-usage.ts";
import { percentile } from "./measure/stats.ts";
import { serveBuild } from "./serve-build.ts";
import { sleep } from "./sleep.ts";

const PORT = 4199;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

type FeedTiming = { times: number[]; cpu: number; etag: string | null; status: number; bytes: number };

/** The milliseconds of each request, the server's CPU per request, and the last answer's ETag. */
async function timeFeed(pid: number, url: string, headers: Record<string, string> = {}): Promise<FeedTiming> {
  const timing: FeedTiming = { times: [], cpu: 0, etag: null, status: 0, bytes: 0 };
  const cpuBefore = cpuMs(pid);
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    timing.bytes = (await response.arrayBuffer()).byteLength;
    timing.times.push(performance.now() - started);
    timing.etag = response.headers.get("etag");
    timing.status = response.status;
  }
  timing.cpu = (cpuMs(pid) - cpuBefore) / RUNS;
  return timing;
}

/** The longest /healthz answer, asked every 5 ms, while five feeds are built one after another (or, with no url, for a second). */
async function longestHealthz(base: string, url: string | null): Promise<number> {
  let building = true;
  const feeds = (async () => {
    if (url) for (let run = 0; run < 5; run++) await (await fetch(url)).arrayBuffer();
    else await sleep(1000);
    building = false;
  })();
  let longest = 0;
  while (building) {
    const started = performance.now();
    await (await fetch(`${base}/healthz`)).arrayBuffer();
    longest = Math.max(longest, performance.now() - started);
    await sleep(5);
  }
  await feeds;
  return longest;
}

const ms = (values: number[]) => `${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 95).toFixed(1).padStart(8)}`;
const cpu = (timing: FeedTiming) => timing.cpu.toFixed(1).padStart(8);

/** One row: the feed after `years` of sessions, on a server of its own. */
async function measureYears(years: number): Promise<void> {
  const databaseFile = path.join(mkdtempSync(path.join(tmpdir(), "bench-feed-")), "site.db");
  const sessions = await fillFeedDiary(databaseFile, years, Date.now());
  const server = await serveBuild({ port: PORT, env: { DATABASE_URL: databaseFile, SITE_URL: `http://127.0.0.1:${PORT}` } });
  try {
    const url = `${server.base}/kalendarz/${FEED_SECRET}.ics`;
    const warm = await fetch(url);
    const text = await warm.text();
    if (!warm.ok) throw new Error(`the feed answered ${warm.status}`);
    const events = text.split("BEGIN:VEVENT").length - 1;
    const full = await timeFeed(server.pid, url);
    const cached = full.etag ? await timeFeed(server.pid, url, { "If-None-Match": full.etag }) : null;
    if (cached && cached.status !== 304) throw new Error(`If-None-Match answered ${cached.status}`);
    const idle = await longestHealthz(server.base, null);
    const health = await longestHealthz(server.base, url);
    const { rss, peak } = memoryMb(server.pid);
    const counts = `${String(years).padStart(5)} ${String(sessions).padStart(9)} ${String(events).padStart(7)} ${String(Math.round(full.bytes / 1024)).padStart(4)}`;
    const conditional = cached ? `${ms(cached.times)} ${cpu(cached)}` : "   (no ETag)              ";
    const healthz = `${health.toFixed(1).padStart(12)} ${`(${idle.toFixed(1)})`.padStart(7)}`;
    console.log(
      `${counts} ${ms(full.times)} ${cpu(full)} ${conditional} ${healthz} ${String(Math.round(rss)).padStart(7)} ${String(Math.round(peak)).padStart(8)}`,
    );
  } finally {
    server.stop();
    await sleep(500);
  }
}

ensureBuild();
console.log(`The feed, ${RUNS} requests each (ms); the machine's load average at the start: ${loadavg()[0]?.toFixed(1)}`);
console.log("years  sessions  events  KiB     p50      p95  CPU/req   304 p50  304 p95  CPU/req  healthz max (idle)  RSS MB  peak MB");
for (const years of [0, 2, 4]) await measureYears(years);
