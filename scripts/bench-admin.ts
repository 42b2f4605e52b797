// `npm run bench:admin`: every page of the panel against years of data.
// Starts the production server on a copy of the database in DATABASE_URL
// (default ./data/site.db, filled by `npm run seed:years -- 4`; a PostgreSQL
// database is used as it is), on a free port of 127.0.0.1, signs in as the
// test administrator, requests each page RUNS times one after another, and
// prints per page the median and 95th percentile in ms, then the server's
// peak RSS; then the client's own page, /moje-treningi, signed in as the
// client with the most workout sets. Budget (issue 40): every p95 ≤ 300 ms, the server under 300 MB.
// RETENTION_MONTHS is set above the data's age so the start's retention run
// leaves all of it in place: the worst case, measured.
import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The test administrator: its password hash is public, and the server is ours alone.
import { TEST_ADMIN } from "../playwright.config.ts";
import { signIn } from "./admin-sign-in.ts";
import { importCliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";
import { freePort } from "./free-port.ts";
import { clientSessionCookie } from "./measure/client-session.ts";
import { memoryMb } from "./measure/process-usage.ts";
import { percentile } from "./measure/stats.ts";
import { serveBuild } from "./serve-build.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** The heap's bounds production runs the server with (the Dockerfile's CMD, npm start); BENCH_NODE_FLAGS="" measures without them. */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? "--max-semi-space-size=8 --max-old-space-size=256").split(" ").filter(Boolean);
const WARM_UPS = 3;
const BUDGET_MS = 300;
const BUDGET_MB = 300;

type PageTiming = { status: number; times: number[]; bytes: number };

/** The database to measure: PostgreSQL as it is, a SQLite file copied so that the server's start changes nothing of it. */
function benchDatabase(source: string): string {
  if (/^postgres(ql)?:\/\//.test(source)) return source;
  if (!existsSync(source)) throw new Error(`No database at ${source}: run npm run seed:years -- 4 first.`);
  const copy = path.join(mkdtempSync(path.join(tmpdir(), "bench-admin-")), "site.db");
  copyFileSync(source, copy);
  return copy;
}

type Subjects = { client: number | null; enquiry: number; trainee: number | null; traineeCookie: string | null };

/** The busiest card, the newest enquiry not spam, the client with the most workout sets (and a session of theirs): the pages worth asking for. */
async function subjects(database: string): Promise<Subjects> {
  const db = (await importCliBundle()).createDatabase(database);
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
    const trainee = await db
      .selectFrom("workout_sets")
      .select(["client_id", (eb) => eb.fn.countAll().as("count")])
      .groupBy("client_id")
      .orderBy("count", "desc")
      .limit(1)
      .executeTakeFirst();
    const traineeCookie = trainee ? await clientSessionCookie(db, trainee.client_id) : null;
    return { client: client.client_id, enquiry: enquiry.id, trainee: trainee?.client_id ?? null, traineeCookie };
  } finally {
    await db.destroy();
  }
}

const week = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The card, plan and diet of the client with the most workout sets (seed:years coaches some). */
function traineePages(trainee: number): [name: string, address: string][] {
  return [
    ["busiest trainee's card", `/admin/klienci/${trainee}`],
    ["busiest trainee's plan", `/admin/klienci/${trainee}/plan`],
    ["busiest trainee's diet", `/admin/klienci/${trainee}/dieta`],
  ];
}

/** Every page of the panel, by name: the busiest card's, the newest enquiry's and the busiest trainee's included. */
function panelPages({ client, enquiry, trainee }: Subjects): [name: string, address: string][] {
  return [
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
    ["payments", "/admin/platnosci"],
    ["payments: a year ago", `/admin/platnosci?miesiac=${week(-365).slice(0, 7)}`],
    ["payments' CSV: a year ago", `/admin/platnosci.csv?miesiac=${week(-365).slice(0, 7)}`],
    ["the year at a glance", "/admin/platnosci/rok"],
    ["who trains this week", "/admin/treningi"],
    ["exercise library", "/admin/cwiczenia"],
    ...(trainee === null ? [] : traineePages(trainee)),
  ];
}

/** The page asked for WARM_UPS + RUNS times, one request after another; the warm-ups are not timed. */
async function timePage(url: string, cookie: string): Promise<PageTiming> {
  const timing: PageTiming = { status: 0, times: [], bytes: 0 };
  for (let run = 0; run < WARM_UPS + RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });
    const body = await response.arrayBuffer();
    if (run >= WARM_UPS) timing.times.push(performance.now() - started);
    timing.status = response.status;
    timing.bytes = body.byteLength;
  }
  return timing;
}

/** Prints each page's row; resolves with how many were over the budget or not 200. */
async function measurePages(base: string, pid: number, cookie: string, pages: [string, string][]): Promise<number> {
  let over = 0;
  for (const [name, address] of pages) {
    const { status, times, bytes } = await timePage(`${base}${address}`, cookie);
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_MS || status !== 200) over++;
    const columns = [percentile(times, 50).toFixed(1).padStart(8), p95.toFixed(1).padStart(8), (bytes / 1024).toFixed(0).padStart(6)];
    console.log(`${name.padEnd(28)} ${String(status).padStart(6)} ${columns.join(" ")} ${memoryMb(pid).peak.toFixed(0).padStart(8)}`);
  }
  return over;
}

if (existsSync(".env")) process.loadEnvFile(".env");
ensureBuild();
const source = process.env.DATABASE_URL ?? "./data/site.db";
const database = benchDatabase(source);
const chosen = await subjects(database);
const pages = panelPages(chosen);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { NODE_ENV: "production", SITE_URL: base, DATABASE_URL: database, RETENTION_MONTHS: "120" };
const server = await serveBuild({ port, nodeFlags: NODE_FLAGS, env: { ...env, ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email } });
try {
  const { status, cookie } = await signIn(base, TEST_ADMIN);
  if (!cookie) throw new Error(`signing in answered ${status}`);
  const described = database === source ? "PostgreSQL" : source;
  console.log(`${RUNS} requests a page, one at a time, after ${WARM_UPS} warm-ups; database ${described}; node ${NODE_FLAGS.join(" ")}\n`);
  console.log(`${"page".padEnd(28)} ${"status".padStart(6)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"KB".padStart(6)} ${"peak MB".padStart(8)}`);
  let over = await measurePages(base, server.pid, cookie, pages);
  if (chosen.traineeCookie) over += await measurePages(base, server.pid, chosen.traineeCookie, [["trainee's /moje-treningi", "/moje-treningi"]]);
  const peak = memoryMb(server.pid).peak;
  console.log(`\nServer's peak RSS: ${peak.toFixed(0)} MB (budget ${BUDGET_MB} MB); pages over ${BUDGET_MS} ms at p95 or not 200: ${over}`);
  if (over > 0 || peak > BUDGET_MB) process.exitCode = 1;
} finally {
  server.stop();
}
