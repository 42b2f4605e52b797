// The runners' JSON reports (Vitest's reports/unit.json, Playwright's
// reports/e2e.json) read into one shape: how many passed and failed, the
// run's wall time, and each test's place and time. test-summary.ts counts
// them; test-timings.ts ranks them.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export type Runner = "unit" | "e2e";

/** One test's time: `file` relative to the repository, `line` where the test is declared. */
export type TestTime = { runner: Runner; file: string; line: number | null; title: string; ms: number };

export type RunnerReport = { runner: Runner; passed: number; failed: number; wallMs: number; tests: TestTime[] };

export const REPORT_FILES: Record<Runner, string> = { unit: "reports/unit.json", e2e: "reports/e2e.json" };

/** The fields read here of Vitest's JSON report (test locations need `includeTaskLocation`). */
export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  startTime: number;
  testResults: {
    name: string;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null; location?: { line: number } | null }[];
  }[];
};

type PlaywrightSpec = { title: string; file: string; line: number; tests: { results: { duration: number }[] }[] };
type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };

/** The fields read here of Playwright's JSON report: spec files are relative to `config.rootDir`. */
export type PlaywrightReport = {
  config: { rootDir: string };
  stats: { duration: number; expected: number; flaky: number; unexpected: number };
  suites: PlaywrightSuite[];
};

export function fromVitest(report: VitestReport, root: string): RunnerReport {
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: "unit" as const,
      file: path.relative(root, file.name),
      line: test.location?.line ?? null,
      title: test.fullName,
      ms: test.duration ?? 0,
    })),
  );
  // The report has the run's start; its end is the last file's.
  const end = Math.max(report.startTime, ...report.testResults.map((file) => file.endTime));
  return { runner: "unit", passed: report.numPassedTests, failed: report.numFailedTests, wallMs: end - report.startTime, tests };
}

export function fromPlaywright(report: PlaywrightReport, root: string): RunnerReport {
  const tests: TestTime[] = [];
  // The outermost suite of each file is titled by the file; describe blocks nest inside it.
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        tests.push({
          runner: "e2e",
          file: path.relative(root, path.join(report.config.rootDir, spec.file)),
          line: spec.line,
          title: [...titles, spec.title].join(" › "),
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        });
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  for (const file of report.suites) walk(file, []);
  const { stats } = report;
  return { runner: "e2e", passed: stats.expected + stats.flaky, failed: stats.unexpected, wallMs: stats.duration, tests };
}

/** The runner's report in `root`, or null when it wrote none (it did not run or did not finish). */
export function readRunnerReport(runner: Runner, root = process.cwd()): RunnerReport | null {
  const file = path.join(root, REPORT_FILES[runner]);
  if (!existsSync(file)) return null;
  const report: unknown = JSON.parse(readFileSync(file, "utf8"));
  return runner === "unit" ? fromVitest(report as VitestReport, root) : fromPlaywright(report as PlaywrightReport, root);
}
