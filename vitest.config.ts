import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { assertProjectNode } from "./scripts/project-node.ts";

assertProjectNode("The unit tests");

const INCLUDE = ["app/**/*.test.ts", "content/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];
/**
 * Test files that time their work by the clock (a hostile calendar read in
 * bounded time, a page answered while one is read): they run alone, after
 * the rest, so that no other file's work is in their figures.
 */
const TIMED = [
  "app/private-calendar/private-calendar-events.test.ts",
  "app/private-calendar/private-calendar-fetch.server.test.ts",
  "app/private-calendar/private-calendar-sandbox.server.test.ts",
  "server/jobs/private-calendar-job.test.ts",
  "server/private-calendar-sandbox.test.ts",
];

export default defineConfig({
  plugins: [tsconfigPaths()],
  // The build's photo manifest (scripts/site-images.ts encodes every photo): its names suffice here.
  resolve: { alias: { "virtual:site-images": new URL("tests/support/site-images-stub.ts", import.meta.url).pathname } },
  test: {
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    reporters: ["default", ["json", { outputFile: "reports/unit.json" }]],
    // One file at a time, Vitest's default on two cores. Two or three at a
    // time were tried: beside other work on the machine, tests of 3–5 s
    // alone (the private calendar's, the card merges' properties, 50
    // simultaneous bookings) reached the 5 s timeout, and no clean figure
    // showed that two would not (docs/performance.md, "The test run").
    maxWorkers: 1,
    projects: [
      { extends: true, test: { name: "unit", include: INCLUDE, exclude: TIMED, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "timed", include: TIMED, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
