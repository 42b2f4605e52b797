import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromPlaywright, fromVitest, readRunnerReport, type PlaywrightReport, type VitestReport } from "./test-reports";

const ROOT = "/repo";

/** Two files, one test without a location (a report made without includeTaskLocation). */
const vitestReport: VitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  startTime: 1_000,
  testResults: [
    {
      name: "/repo/app/a.test.ts",
      endTime: 5_000,
      assertionResults: [
        { fullName: "a reads", duration: 1_200, location: { line: 7 } },
        { fullName: "a writes", duration: null },
      ],
    },
    { name: "/repo/server/b.test.ts", endTime: 9_500, assertionResults: [{ fullName: "b", duration: 300 }] },
  ],
};

/** A file with a test at its top and one in a describe block, and a test run in two projects. */
const playwrightReport: PlaywrightReport = {
  config: { rootDir: "/repo/tests/e2e" },
  stats: { duration: 61_000, expected: 3, flaky: 1, unexpected: 2 },
  suites: [
    {
      title: "booking.spec.ts",
      specs: [{ title: "books", file: "booking.spec.ts", line: 12, tests: [{ results: [{ duration: 4_000 }] }] }],
      suites: [
        {
          title: "without JavaScript",
          specs: [
            {
              title: "sends the form",
              file: "booking.spec.ts",
              line: 40,
              tests: [{ results: [{ duration: 2_000 }] }, { results: [{ duration: 2_500 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("reading Vitest's report", () => {
  it("counts, times the run from its start to the last file's end, and places each test", () => {
    expect(fromVitest(vitestReport, ROOT)).toEqual({
      runner: "unit",
      passed: 2,
      failed: 1,
      wallMs: 8_500,
      tests: [
        { runner: "unit", file: "app/a.test.ts", line: 7, title: "a reads", ms: 1_200 },
        { runner: "unit", file: "app/a.test.ts", line: null, title: "a writes", ms: 0 },
        { runner: "unit", file: "server/b.test.ts", line: null, title: "b", ms: 300 },
      ],
    });
  });
});

describe("reading Playwright's report", () => {
  it("counts a flaky test as passed, takes the run's duration, and titles a test with its describe blocks", () => {
    expect(fromPlaywright(playwrightReport, ROOT)).toEqual({
      runner: "e2e",
      passed: 4,
      failed: 2,
      wallMs: 61_000,
      tests: [
        { runner: "e2e", file: "tests/e2e/booking.spec.ts", line: 12, title: "books", ms: 4_000 },
        { runner: "e2e", file: "tests/e2e/booking.spec.ts", line: 40, title: "without JavaScript › sends the form", ms: 2_000 },
        { runner: "e2e", file: "tests/e2e/booking.spec.ts", line: 40, title: "without JavaScript › sends the form", ms: 2_500 },
      ],
    });
  });
});

describe("finding the reports", () => {
  it("reads each runner's report in the repository, and none where a runner wrote none", () => {
    const root = mkdtempSync(path.join(tmpdir(), "reports-"));
    mkdirSync(path.join(root, "reports"));
    writeFileSync(path.join(root, "reports/unit.json"), JSON.stringify({ ...vitestReport, testResults: [] }));
    expect(readRunnerReport("unit", root)).toMatchObject({ passed: 2, failed: 1, wallMs: 0, tests: [] });
    expect(readRunnerReport("e2e", root)).toBeNull();
    rmSync(root, { recursive: true });
  });
});
