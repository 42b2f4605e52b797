// Sums the unit and browser test reports, and with --with-audit the
// performance audit (one check per page), into the one line CI reads:
// "N passed, N failed". A runner that did not report counts as one failure,
// and so does the type check and lint with --checks-failed (.ci/run runs
// them beside the tests).
import { existsSync, readFileSync } from "node:fs";
import { readRunnerReport } from "./test-reports.ts";

/** The field summed here of reports/audit.json. */
type AuditReport = { pages: { problems: string[] }[] };

let passed = 0;
let failed = 0;

for (const runner of ["unit", "e2e"] as const) {
  const report = readRunnerReport(runner);
  passed += report?.passed ?? 0;
  failed += report?.failed ?? 1;
}

if (process.argv.includes("--with-audit")) {
  if (existsSync("reports/audit.json")) {
    const audit = JSON.parse(readFileSync("reports/audit.json", "utf8")) as AuditReport;
    for (const page of audit.pages) {
      if (page.problems.length > 0) failed += 1;
      else passed += 1;
    }
  } else failed += 1;
}

if (process.argv.includes("--checks-failed")) failed += 1;

console.log(`${passed} passed, ${failed} failed`);
