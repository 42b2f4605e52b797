// `npm run audit:perf`: Lighthouse 12 (mobile, default settings) on every
// public page of the production build (PAGES=/,/kontakt: only those) and on
// two reference pages built and served in the same run
// (scripts/envelope/reference.ts): a minimal React Router page and a plain
// static page with the same text and no JavaScript. RUNS runs (5) of each,
// interleaved (run 1 of every page, then run 2 of every page, …), so that the
// machine's drift meets every page alike; medians, in Debian's Chromium.
// Prints each page's scores, metrics (TBT with the range of its runs) and
// first-load bytes, then where the main thread's time goes after the first
// paint (scripts/audit/main-thread.ts) and the main-thread ratio (a trend, no
// longer a gate): the page's main-thread work over that of a run with its
// JavaScript blocked, paired with it (RATIO_PAIRS of the runs, all by
// default; 0 skips them), and last the site's pages side by side with the two
// references. Writes reports/audit.json (the references apart from the
// pages), and exits non-zero when a page of the site misses a floor, a limit
// or a budget (scripts/audit/budgets.ts; AUDIT_TIMING=advisory makes the
// timing ones warnings). The reference pages are measured, never gated.
import { check } from "./audit/budgets.ts";
import { printMainThread, printScores, printSideBySide, writeReport, type Measured } from "./audit/report.ts";
import { runAudits } from "./audit/runs.ts";
import { summarize } from "./audit/summary.ts";
import { auditTargets, MINIMAL_LABEL, selectedPages, type Origins, type Target } from "./audit/targets.ts";
import { startReferences } from "./envelope/reference.ts";
import { ensureBuild } from "./ensure-build.ts";
import { serveBuild } from "./serve-build.ts";

const PORT = 4180;
/** The reference pages' servers (scripts/envelope/serve-reference.ts). */
const MINIMAL_PORT = 4181;
const STATIC_PORT = 4182;
const SITE_URL = `http://localhost:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 5);
const RATIO_PAIRS = Math.min(Number(process.env.RATIO_PAIRS ?? RUNS), RUNS);
const PAGES = selectedPages(process.env.PAGES);
const timingAdvisory = process.env.AUDIT_TIMING === "advisory";

/** Every page run, summarized, and the site's checked against the JS of the minimal page. */
async function measure(targets: Target[]): Promise<{ measured: Measured[]; jsLimit: number }> {
  await runAudits(targets, RUNS, RATIO_PAIRS);
  const rows = [];
  for (const target of targets) rows.push({ target, row: await summarize(target) });
  const jsLimit = rows.find(({ target }) => target.label === MINIMAL_LABEL)?.row.js ?? NaN;
  const unchecked = { problems: [], warnings: [] };
  const measured = rows.map(({ target, row }) => ({ target, row, verdict: target.gated ? check(target, row, jsLimit, timingAdvisory) : unchecked }));
  return { measured, jsLimit };
}

/** The site's server and the reference pages' for the run; both stop when it ends, however it ends. */
async function withServers(audit: (origins: Origins) => Promise<void>): Promise<void> {
  const server = await serveBuild({ port: PORT });
  try {
    const references = await startReferences({ minimalPort: MINIMAL_PORT, staticPort: STATIC_PORT });
    try {
      await audit({ site: SITE_URL, minimal: references.minimal, plain: references.plain });
    } finally {
      references.stop();
    }
  } finally {
    server.stop();
  }
}

process.env.SITE_URL = SITE_URL;
ensureBuild();
let failed = false;
await withServers(async (origins) => {
  const { measured, jsLimit } = await measure(auditTargets(PAGES, origins));
  printScores(measured);
  printMainThread(measured);
  printSideBySide(measured, RUNS, jsLimit);
  writeReport(measured, { runs: RUNS, ratioPairs: RATIO_PAIRS, jsLimit, timingAdvisory });
  failed = measured.some(({ verdict }) => verdict.problems.length > 0);
});
process.exit(failed ? 1 : 0);
