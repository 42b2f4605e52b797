// The audit's Lighthouse runs, interleaved (run 1 of every page, then run 2
// of every page, …) so that the machine's drift meets every page alike, each
// of the first `ratioPairs` with a run of the page with its scripts blocked.
import type { Result } from "lighthouse";
import { assertBlocked, audit, numericValue } from "./lighthouse-run.ts";
import type { Target } from "./targets.ts";

const mainThreadWork = (lhr: Result) => numericValue(lhr, "mainthread-work-breakdown");

/**
 * One run of the page, and (while pairs are wanted and it has scripts) its
 * blocked partner right after it, so that both meet the machine equally
 * busy; the blocked run counts towards the ratio only, not to any other figure.
 */
async function runOnce(target: Target, paired: boolean): Promise<void> {
  const run = await audit(target.url);
  target.runs.push(run);
  if (!paired || !target.ratio) return;
  const blocked = await audit(target.url, { blockJs: true });
  if (run.lhr.runtimeError || blocked.lhr.runtimeError) return;
  assertBlocked(blocked);
  target.ratios.push(mainThreadWork(run.lhr) / mainThreadWork(blocked.lhr));
}

export async function runAudits(targets: Target[], runs: number, ratioPairs: number): Promise<void> {
  const started = Date.now();
  for (let i = 0; i < runs; i++) {
    for (const target of targets) await runOnce(target, i < ratioPairs);
    console.error(`run ${i + 1} of ${runs} of ${targets.length} pages done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
}
