// Sums the unit and browser test reports, and with --with-audit the
// performance audit (one check per page), into the one line CI reads:
// "N passed, N failed". A runner that did not report counts as one failure.
import { existsSync, readFileSync } from "node:fs";

/** The fields summed here of Vitest's JSON report, Playwright's and reports/audit.json. */
type UnitReport = { numPassedTests: number; numFailedTests: number };
type BrowserReport = { stats: { expected: number; flaky: number; unexpected: number } };
type AuditReport = { pages: { problems: string[] }[] };

let passed = 0;
let failed = 0;

function read<Report>(file: string): Report | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Report) : null;
}

const unit = read<UnitReport>("reports/unit.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else failed += 1;

const e2e = read<BrowserReport>("reports/e2e.json");
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else failed += 1;

if (process.argv.includes("--with-audit")) {
  const audit = read<AuditReport>("reports/audit.json");
  if (audit) {
    for (const page of audit.pages) {
      if (page.problems.length > 0) failed += 1;
      else passed += 1;
    }
  } else failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
