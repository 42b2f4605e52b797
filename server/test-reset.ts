// The test servers' reset between spec files (tests/e2e/site.ts's ownServer):
// the data back to a fresh start's without starting another process. It is
// offered only to a process that tests/support/test-reset.mjs was loaded into
// (node --import) and that has an IPC channel: that module puts its registry
// on globalThis and runs the reset on an IPC message. A production server has
// neither, so it has no reset: no route, no message, nothing to reach.
import { rm } from "node:fs/promises";
import { parseDatabaseUrl } from "~/db/database-url.server";
import { env } from "~/env.server";

/** Where tests/support/test-reset.mjs puts its registry. */
const TEST_RESET = Symbol.for("site.test-reset");

/** Hands `reset` to the test module, if this process was started with one; says whether it was. */
export function offerTestReset(reset: () => Promise<void>): boolean {
  const register = (globalThis as Record<symbol, unknown>)[TEST_RESET];
  if (typeof register !== "function" || !process.send) return false;
  register(reset);
  return true;
}

/** Removes the SQLite database and its log files (the services are stopped): the next start creates, migrates and seeds it. */
export async function removeDatabaseFiles(): Promise<void> {
  const location = parseDatabaseUrl(env.DATABASE_URL);
  if (location.dialect !== "sqlite" || location.file === ":memory:") throw new Error("a test server's reset empties only a SQLite file");
  await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(location.file + suffix, { force: true })));
}
