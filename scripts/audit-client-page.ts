// `npm run audit:client-page`: Lighthouse 13 (mobile, default settings: a
// slow 4G phone, cold) on /moje-treningi signed in, as a regular of two
// busy years sees it (`seed:years 2`: her plan, diet, measurements and
// sessions ahead), RUNS runs (3). Prints each run's CLS, LCP and TBT and
// their medians, and exits non-zero when a run's layout moved (issue 78:
// "Lighthouse on /moje-treningi signed in, cold: CLS 0").
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { audit, numericValue } from "./audit/lighthouse-run.ts";
import { importCliBundle } from "./cli-bundle.ts";
import { ensureBuild } from "./ensure-build.ts";
import { freePort } from "./free-port.ts";
import { clientSessionCookie } from "./measure/client-session.ts";
import { median } from "./measure/stats.ts";
import { serveBuild } from "./serve-build.ts";

const RUNS = Number(process.env.RUNS ?? 3);

ensureBuild();
const databaseFile = path.join(tmpdir(), `audit-client-page-${process.pid}.db`);
execFileSync(process.execPath, ["scripts/seed-years.ts", "2"], { env: { ...process.env, DATABASE_URL: databaseFile }, stdio: "inherit" });
const { createDatabase } = await importCliBundle();
const db = createDatabase(databaseFile);
// The fullest page: a coached client with a diet, the most measurements first.
const client = await db
  .selectFrom("clients")
  .innerJoin("diet_plans", "diet_plans.client_id", "clients.id")
  .innerJoin("measurements", "measurements.client_id", "clients.id")
  .select(["clients.id", (eb) => eb.fn.count("measurements.id").as("measured")])
  .groupBy("clients.id")
  .orderBy("measured", "desc")
  .executeTakeFirstOrThrow();
const cookie = await clientSessionCookie(db, client.id);
await db.destroy();
const port = await freePort();
const server = await serveBuild({ port, env: { DATABASE_URL: databaseFile } });
const rows: { cls: number; lcp: number; tbt: number }[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const { lhr } = await audit(`${server.base}/moje-treningi`, { headers: { Cookie: cookie } });
    if (lhr.finalDisplayedUrl !== `${server.base}/moje-treningi`) throw new Error(`not signed in: Lighthouse ended at ${lhr.finalDisplayedUrl}`);
    const row = {
      cls: numericValue(lhr, "cumulative-layout-shift"),
      lcp: numericValue(lhr, "largest-contentful-paint"),
      tbt: numericValue(lhr, "total-blocking-time"),
    };
    rows.push(row);
    console.log(`run ${run}: CLS ${row.cls.toFixed(4)}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`);
  }
} finally {
  server.stop();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(databaseFile + suffix, { force: true });
}
const medianOf = (key: keyof (typeof rows)[number]) => median(rows.map((row) => row[key]));
console.log(
  `/moje-treningi signed in, cold, ${RUNS} runs: CLS ${medianOf("cls").toFixed(4)} (worst ${Math.max(...rows.map((row) => row.cls)).toFixed(4)}), LCP ${Math.round(medianOf("lcp"))} ms, TBT ${Math.round(medianOf("tbt"))} ms (medians)`,
);
process.exit(rows.some((row) => row.cls > 0) ? 1 : 0);
