// `npm run audit:perf`: Lighthouse 13 (mobile, default settings) on every
// public page of the production build (PAGES=/,/kontakt: only those) and on
// reference pages served in the same run (scripts/envelope/reference.ts): a
// plain static page with the same text and no JavaScript and, with
// REFERENCES=1, a minimal React Router page. RUNS runs (5) of each,
// interleaved (run 1 of every page, then run 2 of every page, …), so that the
// machine's drift meets every page alike; medians, in Debian's Chromium headless shell.
// Prints each page's scores, metrics (TBT with the range of its runs) and
// first-load bytes, then where the main thread's time goes after the first
// paint (scripts/audit/main-thread.ts) and the main-thread ratio (a trend, no
// longer a gate): the page's main-thread work over that of a run with its
// JavaScript blocked, paired with it (RATIO_PAIRS of the runs, all by
// default; 0 skips them), and last the site's pages side by side with the
// references. Writes reports/audit.json (the references apart from the
// pages), and exits non-zero when a page of the site misses a floor, a limit
// or a budget (scripts/audit/budgets.ts; AUDIT_TIMING=advisory makes the
// timing ones warnings; a page whose TBT median stands more than 50 ms above
// the other pages' median in the run is one: scripts/audit/tbt-outliers.ts),
// or at once when the minimal page's recorded
// JavaScript was measured with other versions than are installed
// (scripts/envelope/minimal-page.ts). The reference pages are measured, never gated.
import { check, checkTbtOutliers } from "./audit/budgets.ts";
import { printMainThread, printScores, printSideBySide, writeReport, type Measured } from "./audit/report.ts";
import { runAudits } from "./audit/runs.ts";
import { summarize } from "./audit/summary.ts";
import { auditTargets, selectedPages, type Origins, type Target } from "./audit/targets.ts";
import { readReference, type MinimalPageReference } from "./envelope/minimal-page.ts";
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
/**
 * The minimal React Router page is measured in the run only with REFERENCES=1:
 * the one figure of it the audit gates with, its JavaScript, does not move with
 * the machine and is read from its record (`npm run audit:reference`), while
 * serving it live means building it (~25 s) and Lighthouse runs of its own.
 * The static page stays measured: it needs no build, and its timings, taken
 * on the machine as busy as the site's, tell a slow page from a busy machine.
 */
const MEASURE_MINIMAL = process.env.REFERENCES === "1";

/** Every page run, summarized, and the site's checked against the JS of the minimal page. */
async function measure(targets: Target[], jsLimit: number): Promise<Measured[]> {
  await runAudits(targets, RUNS, RATIO_PAIRS);
  const measured = [];
  const unchecked = { problems: [], warnings: [] };
  for (const target of targets) {
    const row = await summarize(target);
    measured.push({ target, row, verdict: target.gated ? check(target, row, jsLimit, timingAdvisory) : unchecked });
  }
  checkTbtOutliers(measured, timingAdvisory);
  return measured;
}

/** The site's server and the reference pages' for the run; both stop when it ends, however it ends. */
async function withServers(audit: (origins: Origins) => Promise<void>): Promise<void> {
  const server = await serveBuild({ port: PORT });
  try {
    const references = await startReferences({ staticPort: STATIC_PORT, ...(MEASURE_MINIMAL && { minimalPort: MINIMAL_PORT }) });
    try {
      await audit({ site: SITE_URL, minimal: references.minimal, plain: references.plain });
    } finally {
      references.stop();
    }
  } finally {
    server.stop();
  }
}

/** The minimal page's recorded JavaScript; the audit ends here, saying what to do, when it no longer holds. */
function minimalPage(): MinimalPageReference {
  try {
    return readReference();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

process.env.SITE_URL = SITE_URL;
const reference = minimalPage();
ensureBuild();
let failed = false;
await withServers(async (origins) => {
  const measured = await measure(auditTargets(PAGES, origins), reference.js);
  printScores(measured);
  printMainThread(measured);
  printSideBySide(measured, RUNS, reference);
  writeReport(measured, { runs: RUNS, ratioPairs: RATIO_PAIRS, reference, timingAdvisory });
  failed = measured.some(({ verdict }) => verdict.problems.length > 0);
});
process.exit(failed ? 1 : 0);
