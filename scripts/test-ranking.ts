// Where the suite's time goes, from the tests' times (scripts/test-reports.ts):
// the slowest tests, the slowest files, and the slow tests whose source does
// not say why they are slow.
import type { Runner, TestTime } from "./test-reports.ts";

/** A file's time: its tests' times summed (Playwright runs a file's tests on several workers at once). */
export type FileTime = { runner: Runner; file: string; tests: number; ms: number };

/** Over this a test must say why in a comment by its declaration (issue 57). */
export const SLOW_TEST_MS = 10_000;

/** How many lines above a test's declaration, or into its body, its comment may stand. */
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
 * Whether a comment stands within COMMENT_REACH lines of the declaration's
 * line (`line` counts from 1): above it, at its end, or at the start of the
 * test's body, where its budget (`test.slow()`, a timeout) usually is.
 */
export function hasCommentNear(sourceLines: string[], line: number): boolean {
  if (/\s\/\/\s/.test(sourceLines[line - 1] ?? "")) return true;
  const near = [...sourceLines.slice(Math.max(0, line - 1 - COMMENT_REACH), line - 1), ...sourceLines.slice(line, line + COMMENT_REACH)];
  return near.some((text) => /^\s*(\/\/|\/\*|\*)/.test(text));
}

/**
 * The tests over SLOW_TEST_MS whose source has no comment near them saying
 * why. `readSource` gives a file's lines, or null when it cannot be read (then
 * its tests are left out: nothing to judge them by).
 */
export function unexplainedSlowTests(tests: TestTime[], readSource: (file: string) => string[] | null): TestTime[] {
  const slow = tests.filter((test) => test.ms > SLOW_TEST_MS).sort(byTimeDescending);
  return slow.filter((test) => {
    if (test.line === null) return false;
    const lines = readSource(test.file);
    return lines !== null && !hasCommentNear(lines, test.line);
  });
}
