import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { assertProjectNode } from "./scripts/project-node.ts";

assertProjectNode("The browser tests");

export const TEST_PORT = 4173;
export const TEST_SITE_URL = `http://localhost:${TEST_PORT}`;
/** The test server's own database, never the trainer's ./data/site.db; emptied at each run. */
export const TEST_DATABASE_FILE = path.join(tmpdir(), `site-e2e-${TEST_PORT}.db`);
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
  timeout: 30_000,
  use: {
    baseURL: TEST_SITE_URL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `rm -f ${TEST_DATABASE_FILE}* && "${process.execPath}" server.js`,
    url: `${TEST_SITE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(TEST_PORT),
      HOST: "127.0.0.1",
      SITE_URL: TEST_SITE_URL,
      DATABASE_URL: TEST_DATABASE_FILE,
      // Every browser test posts from 127.0.0.1; the limit has its own test server.
      ENQUIRY_RATE_LIMIT: "0",
      ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
      ADMIN_EMAIL: TEST_ADMIN.email,
    },
  },
});
