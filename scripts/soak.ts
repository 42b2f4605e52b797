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
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
// The test administrator: its password hash is public, and the instances are the run's alone.
import { TEST_ADMIN } from "../playwright.config.ts";
import { ensureBuild } from "./ensure-build.ts";
import { freePort } from "./free-port.ts";
import { seededRandom } from "./seeded-random.ts";
import { sleep } from "./sleep.ts";
import { checkRun } from "./soak/checks.ts";
import { drainOutbox } from "./soak/drain.ts";
import { faultSchedule, runFaults } from "./soak/faults.ts";
import { installRecordingFetch, requests } from "./soak/http.ts";
import { Instance } from "./soak/instances.ts";
import { preparePostgres, type SoakPostgres } from "./soak/postgres.ts";
import { startSmtpSink, type SmtpSink } from "./soak/smtp-sink.ts";
import { startTraffic } from "./soak/traffic.ts";

const CONTACT_TO = "trener@example.com";
const RSS_EVERY_MS = 10_000;

const { values: options } = parseArgs({
  options: { minutes: { type: "string", default: "15" }, seed: { type: "string" }, "no-build": { type: "boolean", default: false } },
});
const minutes = Number(options.minutes);
if (!(minutes >= 1 && minutes <= 240)) throw new Error("--minutes takes a number from 1 to 240");
const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(options.seed);
if (!Number.isInteger(seed)) throw new Error("--seed takes an integer");

process.chdir(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const started = Date.now();
const log = (line: string) => console.log(`[soak ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const names = (instances: Instance[], between: string) => instances.map((instance) => `${instance.name} ${instance.base}`).join(between);

/** What a run holds, for the cleanup whatever ends it. */
const held: { postgres: SoakPostgres | null; sink: SmtpSink | null; instances: Instance[] } = { postgres: null, sink: null, instances: [] };
let cleaned = false;

/** Never leaves PostgreSQL stopped, the instances running or the schema behind. */
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  const { postgres, sink, instances } = held;
  for (const instance of instances) instance.supervise = false;
  await Promise.allSettled(instances.map((instance) => instance.stop()));
  await Promise.allSettled(instances.map((instance) => instance.closeLog()));
  await sink?.stop().catch(() => {});
  if (!postgres) return;
  postgres.ensureRunning();
  await postgres.drop().catch((error: unknown) => console.error(`soak: could not drop schema ${postgres.schema}: ${message(error)}`));
}

/** Cleans up when interrupted, or when the run takes far longer than planned. */
function guardRun(): void {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`soak: ${signal}, cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  const watchdog = setTimeout(
    () => {
      console.error("soak: the run took far longer than planned; stopping");
      void cleanUp().finally(() => process.exit(2));
    },
    (minutes + 15) * 60_000,
  );
  watchdog.unref();
}

/** The two instances on the run's database and sink, each started (three tries) and then supervised. */
async function startInstances(postgres: SoakPostgres, sink: SmtpSink, logDir: string): Promise<Instance[]> {
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: postgres.url,
    SMTP_URL: sink.url,
    CONTACT_TO,
    ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
    ADMIN_EMAIL: TEST_ADMIN.email,
    BOOKING_RATE_LIMIT: "100000",
    ENQUIRY_RATE_LIMIT: "0",
    OUTBOX_POLL_MS: "500",
    CONTENT_POLL_MS: "1000",
    LOG_LEVEL: "info",
    TRUST_PROXY: "",
  };
  for (const name of ["A", "B"]) held.instances.push(new Instance({ name, port: await freePort(), env, logDir }));
  log(
    `seed ${seed}, ${minutes} min; PostgreSQL ${postgres.cluster.version}/${postgres.cluster.name} schema ${postgres.schema}; SMTP sink :${sink.port}; logs in ${logDir}`,
  );
  const startWithRetries = async (instance: Instance) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await instance.start();
      } catch (error) {
        if (attempt === 3) throw error;
        log(`instance ${instance.name} did not start (${message(error)}); again`);
      }
    }
  };
  await Promise.all(held.instances.map(startWithRetries));
  for (const instance of held.instances) instance.supervise = true;
  log(`instances up: ${names(held.instances, ", ")}`);
  return held.instances;
}

/** Samples every instance's RSS until the returned stop is called (and resolves when sampling has stopped). */
function sampleRss(instances: Instance[]): () => Promise<void> {
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await Promise.all(instances.map((instance) => instance.sampleRss()));
      await sleep(RSS_EVERY_MS);
    }
  })();
  return () => {
    sampling = false;
    return sampler;
  };
}

function logProgress(sink: SmtpSink): NodeJS.Timeout {
  return setInterval(() => {
    const count = (test: (status: number | string) => boolean) => requests.filter((request) => test(request.status)).length;
    const fivexx = count((status) => typeof status === "number" && status >= 500);
    log(
      `${requests.length} requests (${count((status) => status === 303)} 303, ${fivexx} 5xx, ${count((status) => status === "ERR")} without answer), ${sink.messages.length} mails`,
    );
  }, 30_000);
}

/** The traffic and the faults at once, until the traffic's end; resolves with what the checks need. */
async function trafficWithFaults(postgres: SoakPostgres, sink: SmtpSink, instances: Instance[]) {
  installRecordingFetch();
  const run = { startedAt: Date.now(), endAt: Date.now() + minutes * 60_000, trafficEndedAt: 0 };
  const rng = seededRandom(seed);
  const schedule = faultSchedule(
    rng.fork(100),
    minutes * 60_000,
    instances.map((instance) => instance.name),
  );
  log(
    `fault schedule: ${schedule.map((event) => `${event.type}${"target" in event ? ` ${event.target}` : ""} at ${(event.at / 1000).toFixed(0)} s`).join(", ")}`,
  );
  const progress = logProgress(sink);
  const traffic = startTraffic({ instances, rng: rng.fork(200), endAt: run.endAt, admin: TEST_ADMIN, db: postgres, log });
  const faults = await runFaults({ schedule, startedAt: run.startedAt, instances, sink, postgres, restartDeadline: run.endAt + 60_000, log });
  await traffic.done;
  run.trafficEndedAt = Date.now();
  clearInterval(progress);
  log(`traffic stopped: ${requests.length} requests`);
  return { run, faults, state: traffic.state };
}

async function soak(): Promise<boolean> {
  const logDir = mkdtempSync(path.join(tmpdir(), "soak-"));
  const postgres = (held.postgres = await preparePostgres());
  const sink = (held.sink = await startSmtpSink());
  const instances = await startInstances(postgres, sink, logDir);
  const stopSampling = sampleRss(instances);
  const { run, faults, state } = await trafficWithFaults(postgres, sink, instances);
  const drain = await drainOutbox({ postgres, sink, instances, log });
  // Content published last needs a poll to reach the other instance.
  await sleep(2000);
  await stopSampling();
  const result = await checkRun({ run, requests, faults, state, sink, postgres, instances, drain, contactTo: CONTACT_TO });
  const heading = `=== Soak summary: seed ${seed}, ${minutes} min of traffic, instances ${names(instances, " and ")}, ${sink.messages.length} mails received; logs in ${logDir}`;
  console.log(["", heading, ...result.lines].join("\n"));
  return result.ok;
}

if (!options["no-build"]) ensureBuild();
guardRun();
let ok = false;
try {
  ok = await soak();
} catch (error) {
  console.error(`soak: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
