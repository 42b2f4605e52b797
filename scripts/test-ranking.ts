// Where the suite's time goes, from the tests' times (scripts/test-reports.ts):
// the slowest tests, the slowest files, and the slow tests whose source does
// not say why they are slow.
import type { Runner, TestTime } from "./test-reports.ts";

/** A file's time: its tests' times summed (Playwright runs a file's tests on several workers at once). */
export type FileTime = { runner: Runner; file: string; tests: number; ms: number };

/** Over this a test must say why in a comment above it (issue 57). */
export const SLOW_TEST_MS = 10_000;

/** How many lines above a test's declaration its comment may start. */
const COMMENT_REACH = 3;

const byTimeDescending = (a: { ms: number }, b: { ms: number }) => b.ms - a.ms;

export const slowestTests = (tests: TestTime[], count: number): TestTime[] => [...tests].sort(byTimeDescending).slice(0, count);

export function slowestFiles(tests: TestTime[], count: number): FileTime[] {
  const files = new Map<string, FileTime>();
  for (const test of tests) {
    const key = `${test.runner} ${test.file}`;
    const file = files.get(key) ?? { runner: test.runner, file: test.file, tests: 0, ms: 0 };
    files.set(key, { ...file, tests: file.tests + 1, ms: file.ms + test.ms });
  }
  return [...files.values()].sort(byTimeDescending).slice(0, count);
}

/**
 * Whether a comment ends the declaration's line or stands on one of the few
 * lines above it (`line` counts from 1). A line of code between them does
 * not end the search: a test's options or a `test.slow()` may stand there.
 */
export function hasCommentAbove(sourceLines: string[], line: number): boolean {
  if (/\s\/\/\s/.test(sourceLines[line - 1] ?? "")) return true;
  return sourceLines.slice(Math.max(0, line - 1 - COMMENT_REACH), line - 1).some((text) => /^\s*(\/\/|\/\*|\*)/.test(text));
}

/**
 * The tests over SLOW_TEST_MS whose source has no comment above them saying
 * why. `readSource` gives a file's lines, or null when it cannot be read (then
 * its tests are left out: nothing to judge them by).
 */
export function unexplainedSlowTests(tests: TestTime[], readSource: (file: string) => string[] | null): TestTime[] {
  const slow = tests.filter((test) => test.ms > SLOW_TEST_MS).sort(byTimeDescending);
  return slow.filter((test) => {
    if (test.line === null) return false;
    const lines = readSource(test.file);
    return lines !== null && !hasCommentAbove(lines, test.line);
  });
}
