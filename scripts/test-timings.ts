// Where the test run's time went, read from the runners' reports: each
// runner's wall time, the 15 slowest tests and files, and (advisory) the
// tests over 10 s with no comment by them saying why. Prints it and writes
// reports/timings.json. `.ci/run` runs it after `npm test`; after a run of
// your own: `node scripts/test-timings.ts`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readRunnerReport, REPORT_FILES, type TestTime } from "./test-reports.ts";
import { SLOW_TEST_MS, slowestFiles, slowestTests, unexplainedSlowTests, type FileTime } from "./test-ranking.ts";

const RANKED = 15;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
const place = (test: TestTime) => (test.line === null ? test.file : `${test.file}:${test.line}`);
const testLine = (test: TestTime) => `${seconds(test.ms)}  ${test.runner.padEnd(4)}  ${place(test)}  ${test.title}`;
const fileLine = (file: FileTime) => `${seconds(file.ms)}  ${file.runner.padEnd(4)}  ${file.file} (${file.tests} tests)`;

function readSource(file: string): string[] | null {
  try {
    return readFileSync(file, "utf8").split("\n");
  } catch {
    return null;
  }
}

const runners = (["unit", "e2e"] as const).map((runner) => ({ runner, report: readRunnerReport(runner) }));
const tests = runners.flatMap(({ report }) => report?.tests ?? []);
const timings = {
  runners: runners.map(({ runner, report }) =>
    report ? { runner, wallMs: report.wallMs, tests: report.tests.length } : { runner, missing: REPORT_FILES[runner] },
  ),
  slowestTests: slowestTests(tests, RANKED),
  slowestFiles: slowestFiles(tests, RANKED),
  unexplainedSlowTests: unexplainedSlowTests(tests, readSource),
};

console.log("Test time per runner (wall clock):");
for (const { runner, report } of runners) {
  console.log(report ? `${seconds(report.wallMs)}  ${runner} (${report.tests.length} tests)` : `  ${runner}: no ${REPORT_FILES[runner]}`);
}
console.log(`The ${RANKED} slowest tests:`);
for (const test of timings.slowestTests) console.log(testLine(test));
console.log(`The ${RANKED} slowest files (their tests' times summed):`);
for (const file of timings.slowestFiles) console.log(fileLine(file));
if (timings.unexplainedSlowTests.length > 0) {
  console.log(`Tests over ${SLOW_TEST_MS / 1000} s with no comment by them saying why (advisory):`);
  for (const test of timings.unexplainedSlowTests) console.log(testLine(test));
}
mkdirSync("reports", { recursive: true });
writeFileSync("reports/timings.json", `${JSON.stringify(timings, null, 2)}\n`);
