import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { HEADLESS_SHELL } from "./scripts/chromium-paths.ts";
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

/**
 * The specs that show a notification from a service worker, which the
 * headless shell does not do (admin-push, and waitlist's tap on the client's
 * push, whose serial file runs whole): they run in the full browser.
 */
const FULL_BROWSER_SPECS = /\/(admin-push|waitlist)\.spec\.ts$/;

const browser = (executablePath: string) => ({
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  },
});

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
  // Service workers only where a spec allows them (test.use({ serviceWorkers: "allow" })): the panel's worker installs
  // and stores the agenda in every signed-in context, 8-10 % of the panel specs' time, for the specs that test it.
  use: { baseURL: TEST_SITE_URL, trace: "off", serviceWorkers: "block" },
  // Workers take the projects in this order. The full browser's two files come first: waitlist runs whole (serial,
  // 12.6 s) and, taken last, kept one worker busy 14.5 s while the other had nothing left (01:16 run, 27 November).
  projects: [
    // Debian's Chromium (or CHROME_PATH) without the browser UI a headless window never shows.
    { name: "chromium-full", testMatch: FULL_BROWSER_SPECS, use: browser(path.resolve("tests/support/headless-chromium.sh")) },
    // The request-level tier (tests/support/html-page.ts): pages parsed and forms sent with no browser at all.
    { name: "requests", testDir: "tests/requests" },
    // Debian's chromium-headless-shell: the same Chromium without the browser around it (what Playwright itself runs
    // headless), 23-31 % less CPU on the same tests (issue 57); 380 tests in 6.6 min against 7.9 min with the full browser.
    { name: "chromium", testIgnore: FULL_BROWSER_SPECS, use: browser(HEADLESS_SHELL) },
  ],
});
