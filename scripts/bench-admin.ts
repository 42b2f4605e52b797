/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// `npm run bench:admin`: every page of the panel against years of data.
// Starts the production server on a copy of the database in DATABASE_URL
// (default ./data/site.db, filled by `npm run seed:years -- 4`; a PostgreSQL
// database is used as it is), on a free port of 127.0.0.1, signs in as the
// test administrator, requests each page RUNS times one after another, and
// prints per page the median and 95th percentile in ms, then the server's
// peak RSS. Budget (issue 40): every p95 ≤ 300 ms, the server under 300 MB.
// RETENTION_MONTHS is set above the data's age so the start's retention run
// leaves all of it in place: the worst case, measured.
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// The test administrator: its password hash is public, and the server is ours alone.
import { TEST_ADMIN } from "../playwright.config.ts";
import { ensureBuild } from "./ensure-build.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The heap's bounds production runs the server with (the Dockerfile's CMD, npm start); BENCH_NODE_FLAGS="" measures without them. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? "--max-semi-space-size=8 --max-old-space-size=256").split(" ").filter(Boolean);
const WARM_UPS = 3;
const BUDGET_MS = 300;
const BUDGET_MB = 300;

if (existsSync(".env")) process.loadEnvFile(".env");
ensureBuild();
const { createDatabase } = await import("../build/server/cli.js");
const source = process.env.DATABASE_URL ?? "./data/site.db";
const postgres = /^postgres(ql)?:\/\//.test(source);
let database = source;
if (!postgres) {
  if (!existsSync(source)) throw new Error(`No database at ${source}: run npm run seed:years -- 4 first.`);
  database = path.join(mkdtempSync(path.join(tmpdir(), "bench-admin-")), "site.db");
  copyFileSync(source, database);
}

/** The busiest card and the newest enquiry not spam: the pages worth asking for. */
async function subjects() {
  const db = createDatabase(database);
  try {
    const client = await db
      .selectFrom("bookings")
      .select(["client_id", (eb) => eb.fn.countAll().as("count")])
      .where("client_id", "is not", null)
      .groupBy("client_id")
      .orderBy("count", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const enquiry = await db.selectFrom("enquiries").select("id").where("status", "<>", "spam").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
    return { client: client.client_id, enquiry: enquiry.id };
  } finally {
    await db.destroy();
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

const { client, enquiry } = await subjects();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...NODE_FLAGS, "server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: base,
    DATABASE_URL: database,
    LOG_LEVEL: "warn",
    RETENTION_MONTHS: "120",
    ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
    ADMIN_EMAIL: TEST_ADMIN.email,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
/** The server's peak resident memory so far, from the kernel (VmHWM), in MB. */
const peakMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const week = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      if (attempt > 300) throw new Error("the server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signIn = await fetch(`${base}/admin/logowanie`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    redirect: "manual",
  });
  const cookie = signIn.headers.get("set-cookie")?.match(/admin-session=[^;]+/)?.[0];
  if (signIn.status !== 303 || !cookie) throw new Error(`signing in answered ${signIn.status}`);

  const pages = [
    ["inbox", "/admin"],
    ["inbox, spam", "/admin?status=spam"],
    ["enquiry", `/admin/zapytania/${enquiry}`],
    ["clients", "/admin/klienci"],
    ["busiest client's card", `/admin/klienci/${client}`],
    ["its packages", `/admin/klienci/${client}/pakiety`],
    ["week: now", "/admin/kalendarz"],
    ["week: a year ago", `/admin/kalendarz?od=${week(-365)}`],
    ["week: in three weeks", `/admin/kalendarz?od=${week(21)}`],
    ["new booking", "/admin/kalendarz/nowa"],
    ["private calendar", "/admin/kalendarz-prywatny"],
    ["content sections", "/admin/tresci"],
    // The gallery names the uploaded photos; the seed publishes each section some sixty times.
    ["content: gallery", "/admin/tresci/galeria"],
    ["history: gallery", "/admin/tresci/galeria/historia"],
    ["history: offer", "/admin/tresci/oferta/historia"],
    ["photos", "/admin/zdjecia"],
  ];
  console.log(
    `${RUNS} requests a page, one at a time, after ${WARM_UPS} warm-ups; database ${postgres ? "PostgreSQL" : source}; node ${NODE_FLAGS.join(" ")}\n`,
  );
  console.log(`${"page".padEnd(28)} ${"status".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"KB".padStart(6)} ${"peak MB".padStart(8)}`);
  let over = 0;
  for (const [name, address] of pages) {
    const times = [];
    let status = 0;
    let size = 0;
    for (let run = 0; run < WARM_UPS + RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${base}${address}`, { headers: { Cookie: cookie }, redirect: "manual" });
      const body = await response.arrayBuffer();
      if (run >= WARM_UPS) times.push(performance.now() - started);
      status = response.status;
      size = body.byteLength;
    }
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_MS || status !== 200) over++;
    console.log(
      `${name.padEnd(28)} ${String(status).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${(size / 1024).toFixed(0).padStart(6)} ${peakMb().toFixed(0).padStart(8)}`,
    );
  }
  const peak = peakMb();
  console.log(`\nServer's peak RSS: ${peak.toFixed(0)} MB (budget ${BUDGET_MB} MB); pages over ${BUDGET_MS} ms at p95 or not 200: ${over}`);
  if (over > 0 || peak > BUDGET_MB) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
}
