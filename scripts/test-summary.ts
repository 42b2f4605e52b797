/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// Sums the unit and browser test reports, and with --with-audit the
// performance audit (one check per page), into the one line CI reads:
// "N passed, N failed". A runner that did not report counts as one failure.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

const unit = read("reports/unit.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else failed += 1;

const e2e = read("reports/e2e.json");
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else failed += 1;

if (process.argv.includes("--with-audit")) {
  const audit = read("reports/audit.json");
  if (audit) {
    for (const page of audit.pages) {
      if (page.problems.length > 0) failed += 1;
      else passed += 1;
    }
  } else failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
