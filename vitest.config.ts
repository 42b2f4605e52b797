import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { assertProjectNode } from "./scripts/project-node.ts";

assertProjectNode("The unit tests");

const INCLUDE = ["app/**/*.test.ts", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"];
/**
 * Test files that run alone, one at a time, after the rest: those that time
 * their work by the clock (a hostile calendar read in bounded time, a page
 * answered while one is read), so that no other file's work is in their
 * figures.
 */
const ALONE = [
  "app/private-calendar/private-calendar-events.test.ts",
  "app/private-calendar/private-calendar-fetch.server.test.ts",
  "app/private-calendar/private-calendar-sandbox.server.test.ts",
  "server/jobs/private-calendar-job.test.ts",
  "server/private-calendar-sandbox.test.ts",
];

/**
 * What a test file does that would reach the files after it were they to
 * share its modules: it replaces a module (vi.mock), changes the process's
 * environment, fakes timers or globals, spies on an export, or sets the
 * site's live content (a file that published a new e-mail left it for a mail
 * test after it, which then failed or passed by the order files ran in).
 */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|hoisted|stubEnv|stubGlobal|useFakeTimers|spyOn|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|\b(refreshLiveContent|startLiveContent|setPagePreparer)\(/;

/**
 * Files that get a fresh process with fresh modules each, as Vitest does by
 * default: those that change shared state (found by reading them, so a new
 * file is placed without anyone listing it). Every other file shares its
 * worker's modules with the files before it (`isolate: false`): importing the
 * app's modules anew for each of ~190 files was two fifths of the run
 * (docs/performance.md, "The test run").
 */
const OWN_MODULES = globSync(INCLUDE, { exclude: ALONE }).filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, "utf8")));

export default defineConfig({
  plugins: [tsconfigPaths()],
  // The build's photo manifest (scripts/site-images.ts encodes every photo): its names suffice here.
  resolve: { alias: { "virtual:site-images": new URL("tests/support/site-images-stub.ts", import.meta.url).pathname } },
  test: {
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    reporters: ["default", ["json", { outputFile: "reports/unit.json" }]],
    // Each test's file:line in the report, for scripts/test-timings.ts.
    includeTaskLocation: true,
    // Two files at a time on two cores (docs/performance.md, "The test run").
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: INCLUDE, exclude: [...ALONE, ...OWN_MODULES], isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "own-modules", include: OWN_MODULES, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
