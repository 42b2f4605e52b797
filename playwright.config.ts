import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { assertProjectNode } from "./scripts/project-node.ts";

assertProjectNode("The browser tests");

/**
 * The test server most specs share, and its own database (never the
 * trainer's ./data/site.db): tests/support/shared-server-setup.ts starts it
 * on a free port before the workers start, and they inherit its address.
 * Empty in the runner itself, which loads this file before the server starts.
 */
export const TEST_SITE_URL = process.env.E2E_SITE_URL ?? "";
export const TEST_DATABASE_FILE = process.env.E2E_DATABASE_FILE ?? "";
/** The test server's inbox owner; the hash is `npm run --silent admin:hash` of the password. */
export const TEST_ADMIN = {
  email: "trener@example.com",
  password: "Hasło testowe panelu 2025",
  passwordHash: "scrypt$32768$8$1$sHIiccsWjjqavRKMfGFN1Q$ZEvxXZ1MhBy0ukPlWllUDDRMC7OKRLdy6dDZhCkNiaY",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  // A test's budget, not a speed check (timings are measured in the audit and
  // benchmarks): on CI's two busy cores the longest scenarios without a budget
  // of their own ran 19-24 s of a 30 s one (content-editor's stale publish,
  // private-calendar, booking-lifecycle, editor-drafts; fresh-clone runs of
  // 25-26 November), and the machine's speed varies by a third.
  timeout: 60_000,
  globalSetup: "tests/support/shared-server-setup.ts",
  use: {
    baseURL: TEST_SITE_URL,
    trace: "off",
    launchOptions: {
      // Debian's Chromium (or CHROME_PATH) without the browser UI a headless window never shows.
      executablePath: path.resolve("tests/support/headless-chromium.sh"),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
});
