// The set-up of a test file that runs the built server copying to a real
// SFTP destination (the dead-disk drill, the stop while Litestream copies):
// the build made first when stale, the destination and a scratch folder for
// the file's tests, and whatever they started stopped after them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { ensureBuild } from "./server-process";
import { startSftpServer, type SftpServer } from "./sftp-server";

export type CopyDestinationFixture = {
  /** Run after the file's tests, last first (servers, sinks). */
  cleanups: (() => unknown)[];
  readonly destination: SftpServer;
  /** A scratch folder of the file's own, removed after it. */
  readonly dir: string;
};

/** Registers the file's beforeAll and afterAll; `sources` are the files whose change needs a new build. */
export function copyDestinationFixture(sources: readonly string[], dirPrefix: string): CopyDestinationFixture {
  const cleanups: (() => unknown)[] = [];
  let destination: SftpServer | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    ensureBuild(sources);
    destination = await startSftpServer();
    dir = mkdtempSync(path.join(tmpdir(), dirPrefix));
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await destination?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    cleanups,
    get destination() {
      if (!destination) throw new Error("the destination starts in the file's beforeAll");
      return destination;
    },
    get dir() {
      if (!dir) throw new Error("the scratch folder is made in the file's beforeAll");
      return dir;
    },
  };
}
