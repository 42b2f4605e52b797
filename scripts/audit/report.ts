// The audit's printed tables (each page's figures, where its main thread's
// time goes, the site beside the references) and reports/audit.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { kb } from "../measure/stats.ts";
import { BUDGETS, FLOORS, METRIC_LIMITS, type Verdict } from "./budgets.ts";
import { BREAKDOWN_HEADER, breakdownColumns } from "./main-thread.ts";
import type { Summary } from "./summary.ts";
import { REFERENCE_NAME, type MinimalPageReference } from "../envelope/minimal-page.ts";
import type { Target } from "./targets.ts";

/** A page measured: its target, figures and, for the site's, what it missed. */
export type Measured = { target: Target; row: Summary; verdict: Verdict };

function scoresLine({ target, row, verdict: { problems, warnings } }: Measured): string {
  return [
    target.label.padEnd(22),
    String(row.performance).padStart(4),
    String(row.accessibility).padStart(4),
    String(row.bestPractices).padStart(4),
    String(row.seo).padStart(4),
    String(row.fcp).padStart(7),
    String(row.lcp).padStart(6),
    `${row.tbt} (${row.tbtRange.join("–")})`.padStart(14),
    row.cls.toFixed(3).padStart(6),
    kb(row.html).padStart(8),
    `(+${kb(row.headers)})`.padStart(6),
    kb(row.css).padStart(7),
    kb(row.js).padStart(6),
    kb(row.images).padStart(7),
    String(row.fonts).padStart(5),
    kb(row.totalBytes).padStart(7),
    target.gated ? "" : " (reference, not gated)",
    problems.length ? ` FAIL: ${problems.join("; ")}` : "",
    warnings.length ? ` WARN (advisory): ${warnings.join("; ")}` : "",
  ].join(" ");
}

export function printScores(measured: Measured[]): void {
  console.log("\npage                   perf a11y  bp  seo  FCP ms LCP ms         TBT ms   CLS  HTML KB (+hdr)  CSS KB  JS KB  img KB fonts  all KB");
  for (const page of measured) console.log(scoresLine(page));
}

export function printMainThread(measured: Measured[]): void {
  console.log(
    `\nmain thread after FCP, ms (medians; scaled ×4 as Lighthouse scales main-thread work), and main-thread ratio (a trend, not a gate)\n${BREAKDOWN_HEADER.replace(/^page {18}/, "page".padEnd(23))}`,
  );
  for (const { target, row } of measured) {
    const ratio = row.ratio === null ? "–" : `${row.ratio.toFixed(2)} (${row.ratioRange?.map((value) => value.toFixed(2)).join("–")})`;
    console.log(`${target.label.padEnd(22)} ${ratio.padEnd(16)} ${breakdownColumns(row.mainThread)}`);
  }
}

/** Where the JS limit comes from: the minimal page's record and the router it was measured with. */
const limitSource = (reference: MinimalPageReference) =>
  `the minimal React Router page's ${kb(reference.js)} KB (${REFERENCE_NAME}, react-router ${reference.versions["react-router"]}, measured ${reference.measuredOn})`;

export function printSideBySide(measured: Measured[], runs: number, reference: MinimalPageReference): void {
  console.log(`\nside by side: medians of ${runs} run${runs === 1 ? "" : "s"} each, interleaved; JS limit = ${limitSource(reference)}`);
  console.log("page                   perf  LCP ms  TBT ms median (range)  JS KB  JS vs minimal");
  for (const { target, row } of measured) {
    // The minimal page measured live (REFERENCES=1) too: a difference there means its record is out of date.
    const difference = `${row.js >= reference.js ? "+" : "−"}${kb(Math.abs(row.js - reference.js))}`;
    const tbt = `${row.tbt} (${row.tbtRange.join("–")})`;
    console.log(
      [
        target.label.padEnd(22),
        String(row.performance).padStart(4),
        String(row.lcp).padStart(7),
        tbt.padStart(22),
        kb(row.js).padStart(6),
        difference.padStart(14),
      ].join(" "),
    );
  }
}

/** reports/audit.json: the settings, the site's pages with what they missed, the references apart. */
export function writeReport(
  measured: Measured[],
  settings: { runs: number; ratioPairs: number; reference: MinimalPageReference; timingAdvisory: boolean },
): void {
  const { runs, ratioPairs, reference, timingAdvisory } = settings;
  const rows = (gated: boolean) => measured.filter(({ target }) => target.gated === gated).map(({ row, verdict }) => ({ ...row, ...verdict }));
  const budgets = { ...BUDGETS, js: reference.js, jsRule: `at most the JS of ${limitSource(reference)}` };
  const report = { runs, ratioPairs, floors: FLOORS, limits: METRIC_LIMITS, budgets, timingAdvisory, pages: rows(true), references: rows(false) };
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/audit.json", JSON.stringify(report, null, 2));
}
