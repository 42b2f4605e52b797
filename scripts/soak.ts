/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run soak [-- --minutes N] [--seed N] [--no-build]`: a bounded soak run
// with faults. Two production instances (`node server.js`) on a fresh schema
// of the local PostgreSQL, mailing to an SMTP sink in this process, get a few
// requests per second (page views, enquiries, bookings that are then moved
// or cancelled, the owner publishing prices and uploading photos, uploads
// that break off) for N minutes (default 15), while a seeded schedule kills
// an instance every few minutes, stops the SMTP sink for a minute (twice in
// 15 minutes) and restarts PostgreSQL once. Then the outbox drains (at most
// 3 minutes) and the run is checked: every enquiry and booking that was
// accepted stored and mailed exactly once, the booking tables' invariants,
// the newest prices on every instance, the 5xx answers against the
// PostgreSQL-down window, and the instances' memory. Exits 1 when a check
// fails. Needs root (or the postgres user) for the cluster; only 127.0.0.1
// traffic. The instances' logs stay in a directory the summary names.
// The build is brought up to date first (scripts/ensure-build.ts) unless
// --no-build says to run build/ as it is.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ensureBuild } from "./ensure-build.ts";
import { checkRun } from "./soak/checks.ts";
import { faultSchedule, runFaults } from "./soak/faults.ts";
import { installRecordingFetch, requests } from "./soak/http.ts";
import { createInstance, freePort } from "./soak/instances.ts";
import { preparePostgres } from "./soak/postgres.ts";
import { seededRandom } from "./seeded-random.ts";
import { sleep } from "./sleep.ts";
import { startSmtpSink } from "./soak/smtp-sink.ts";
import { startTraffic } from "./soak/traffic.ts";

const CONTACT_TO = "trener@example.com";
const DRAIN_LIMIT_MS = 3 * 60_000;
const RSS_EVERY_MS = 10_000;

const { values: options } = parseArgs({
  options: { minutes: { type: "string", default: "15" }, seed: { type: "string" }, "no-build": { type: "boolean", default: false } },
});
const minutes = Number(options.minutes);
if (!(minutes >= 1 && minutes <= 240)) throw new Error("--minutes takes a number from 1 to 240");
const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(options.seed);
if (!Number.isInteger(seed)) throw new Error("--seed takes an integer");

/** The test administrator of playwright.config.ts (TEST_ADMIN), read from its source: a .ts file cannot be imported here. */
function testAdmin() {
  const source = readFileSync("playwright.config.ts", "utf8");
  const block = source.match(/TEST_ADMIN\s*=\s*\{([\s\S]*?)\}/)?.[1] ?? "";
  const value = (key) => block.match(new RegExp(`${key}:\\s*"([^"]*)"`))?.[1];
  const admin = { email: value("email"), password: value("password"), passwordHash: value("passwordHash") };
  if (!admin.email || !admin.password || !admin.passwordHash) throw new Error("TEST_ADMIN not found in playwright.config.ts");
  return admin;
}

process.chdir(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const started = Date.now();
const log = (line) => console.log(`[soak ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

if (!options["no-build"]) ensureBuild();
const admin = testAdmin();
const logDir = mkdtempSync(path.join(tmpdir(), "soak-"));
const rng = seededRandom(seed);

let postgres = null;
let sink = null;
const instances = [];
let cleaned = false;

async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const instance of instances) instance.supervise = false;
  await Promise.allSettled(instances.map((instance) => instance.stop()));
  await Promise.allSettled(instances.map((instance) => instance.closeLog()));
  await sink?.stop().catch(() => {});
  if (postgres) {
    postgres.ensureRunning();
    await postgres.drop().catch((error) => console.error(`soak: could not drop schema ${postgres.schema}: ${error.message}`));
  }
}

// Interrupted or out of time: never leave PostgreSQL stopped, the instances running or the schema behind.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`soak: ${signal}, cleaning up`);
    cleanUp().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(
  () => {
    console.error("soak: the run took far longer than planned; stopping");
    cleanUp().finally(() => process.exit(2));
  },
  (minutes + 15) * 60_000,
);
watchdog.unref();

let ok = false;
try {
  postgres = await preparePostgres();
  sink = await startSmtpSink();
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: postgres.url,
    SMTP_URL: sink.url,
    CONTACT_TO,
    ADMIN_PASSWORD_HASH: admin.passwordHash,
    ADMIN_EMAIL: admin.email,
    BOOKING_RATE_LIMIT: "100000",
    ENQUIRY_RATE_LIMIT: "0",
    OUTBOX_POLL_MS: "500",
    CONTENT_POLL_MS: "1000",
    LOG_LEVEL: "info",
    TRUST_PROXY: "",
  };
  for (const name of ["A", "B"]) instances.push(createInstance({ name, port: await freePort(), env, logDir }));
  log(
    `seed ${seed}, ${minutes} min; PostgreSQL ${postgres.cluster.version}/${postgres.cluster.name} schema ${postgres.schema}; SMTP sink :${sink.port}; logs in ${logDir}`,
  );
  await Promise.all(
    instances.map(async (instance) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await instance.start();
        } catch (error) {
          if (attempt === 3) throw error;
          log(`instance ${instance.name} did not start (${error.message}); again`);
        }
      }
    }),
  );
  for (const instance of instances) instance.supervise = true;
  log(`instances up: ${instances.map((instance) => `${instance.name} ${instance.base}`).join(", ")}`);

  installRecordingFetch();
  const run = { startedAt: Date.now(), endAt: Date.now() + minutes * 60_000, trafficEndedAt: null };
  const schedule = faultSchedule(
    rng.fork(100),
    minutes * 60_000,
    instances.map((instance) => instance.name),
  );
  log(`fault schedule: ${schedule.map((event) => `${event.type}${event.target ? ` ${event.target}` : ""} at ${(event.at / 1000).toFixed(0)} s`).join(", ")}`);

  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await Promise.all(instances.map((instance) => instance.sampleRss()));
      await sleep(RSS_EVERY_MS);
    }
  })();
  const progress = setInterval(() => {
    const count = (status) => requests.filter((request) => request.status === status).length;
    log(
      `${requests.length} requests (${count(303)} 303, ${requests.filter((request) => request.status >= 500).length} 5xx, ${count("ERR")} without answer), ${sink.messages.length} mails`,
    );
  }, 30_000);

  const traffic = startTraffic({ instances, rng: rng.fork(200), endAt: run.endAt, admin, db: postgres, log });
  const faults = await runFaults({ schedule, startedAt: run.startedAt, instances, sink, postgres, restartDeadline: run.endAt + 60_000, log });
  await traffic.done;
  run.trafficEndedAt = Date.now();
  clearInterval(progress);
  log(`traffic stopped: ${requests.length} requests`);

  // Everything up again, then the outbox drains.
  postgres.ensureRunning();
  await sink.start();
  for (const instance of instances) {
    if (instance.ready) continue;
    log(`starting instance ${instance.name} again for the drain`);
    await instance.start().catch((error) => log(`instance ${instance.name} does not start: ${error.message}`));
  }
  const drainStarted = Date.now();
  const drain = { drained: false, ms: 0, left: "" };
  while (Date.now() - drainStarted < DRAIN_LIMIT_MS) {
    const now = new Date().toISOString();
    try {
      const { rows } = await postgres.query(
        "select status, kind, count(*)::int as n from outbox where status in ('pending', 'sending') and not (kind = 'booking_reminder' and status = 'pending' and attempts = 0 and next_attempt_at > $1) group by status, kind",
        [now],
      );
      drain.left = rows.map((row) => `${row.n} ${row.status} ${row.kind}`).join(", ");
      if (!rows.length) {
        drain.drained = true;
        break;
      }
    } catch (error) {
      drain.left = `(outbox not readable: ${error.message})`;
    }
    await sleep(2000);
  }
  drain.ms = Date.now() - drainStarted;
  log(drain.drained ? `outbox drained in ${(drain.ms / 1000).toFixed(0)} s` : `outbox not drained: ${drain.left}`);
  // Content published last needs a poll to reach the other instance.
  await sleep(2000);

  sampling = false;
  await sampler;
  const result = await checkRun({ run, requests, faults, state: traffic.state, sink, postgres, instances, drain, contactTo: CONTACT_TO });
  console.log(
    [
      "",
      `=== Soak summary: seed ${seed}, ${minutes} min of traffic, instances ${instances.map((instance) => `${instance.name} ${instance.base}`).join(" and ")}, ${sink.messages.length} mails received; logs in ${logDir}`,
      ...result.lines,
    ].join("\n"),
  );
  ok = result.ok;
} catch (error) {
  console.error(`soak: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
