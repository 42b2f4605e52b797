// Playwright's global setup: the test server most browser tests share, on a
// port the system has free. It runs in the runner before any worker starts;
// the workers inherit its address and database from the environment
// (playwright.config.ts reads them), and the returned teardown stops it.
import { TEST_ADMIN } from "../../playwright.config";
import { startTestServer } from "./test-server";

export default async function startSharedServer(): Promise<() => Promise<void>> {
  const server = await startTestServer(
    {
      // Every browser test posts from 127.0.0.1; the limit has its own test server.
      ENQUIRY_RATE_LIMIT: "0",
      ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash,
      ADMIN_EMAIL: TEST_ADMIN.email,
    },
    { host: "localhost" },
  );
  process.env.E2E_SITE_URL = server.url;
  process.env.E2E_DATABASE_FILE = server.databaseFile;
  return async () => {
    server.stop();
    await server.stopped;
  };
}
