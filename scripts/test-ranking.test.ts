import { describe, expect, it } from "vitest";
import { hasCommentNear, slowestFiles, slowestTests, unexplainedSlowTests } from "./test-ranking";
import type { TestTime } from "./test-reports";

const test = (file: string, line: number | null, ms: number, runner: TestTime["runner"] = "unit"): TestTime => ({
  runner,
  file,
  line,
  title: `${file}:${line}`,
  ms,
});

describe("ranking the tests", () => {
  it("puts the slowest first and keeps as many as asked", () => {
    const tests = [test("a", 1, 300), test("b", 1, 9_000), test("c", 1, 50), test("d", 1, 1_000)];
    expect(slowestTests(tests, 2).map((t) => t.file)).toEqual(["b", "d"]);
    expect(slowestTests(tests, 10)).toHaveLength(4);
  });

  it("sums a file's tests, keeps a runner's file apart from the other's, and counts them", () => {
    const tests = [test("x", 1, 4_000), test("y", 1, 5_000), test("x", 9, 3_000), test("x", 2, 500, "e2e")];
    expect(slowestFiles(tests, 15)).toEqual([
      { runner: "unit", file: "x", tests: 2, ms: 7_000 },
      { runner: "unit", file: "y", tests: 1, ms: 5_000 },
      { runner: "e2e", file: "x", tests: 1, ms: 500 },
    ]);
  });
});

describe("a slow test's reason", () => {
  const source = [
    "// Starts a server of its own: its settings differ.", // 1
    'test("commented above", async () => {', // 2
    "  await page.goto(url);", // 3
    "});", // 4
    'const url = "http://example.com";', // 5
    'test("after code", async () => {', // 6
    "  await page.goto(url);", // 7
    "  await page.reload();", // 8
    "  await page.reload();", // 9
    "});", // 10
    'test("commented at its end", async () => { // three servers', // 11
    "  await page.goto(url);", // 12
    "});", // 13
    'test("commented in its body", async () => {', // 14
    "  test.slow();", // 15
    "  /* Two browsers and three publishes. */", // 16
    "  await page.goto(url);", // 17
    "});", // 18
  ];

  it("is a comment within three lines above the declaration, at its end or at the start of the body, never a // in a string", () => {
    expect([2, 6, 11, 14].map((line) => hasCommentNear(source, line))).toEqual([true, false, true, true]);
  });

  it("is asked only of the tests over 10 s that have a place and a readable source, slowest first", () => {
    const tests = [
      test("spec.ts", 2, 20_000),
      test("spec.ts", 6, 11_000),
      test("spec.ts", 6, 30_000),
      test("spec.ts", 6, 9_999),
      test("spec.ts", null, 40_000),
      test("gone.ts", 1, 50_000),
    ];
    const read = (file: string) => (file === "spec.ts" ? source : null);
    expect(unexplainedSlowTests(tests, read).map((t) => t.ms)).toEqual([30_000, 11_000]);
  });
});
