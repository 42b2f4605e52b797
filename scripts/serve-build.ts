// The production build as its own server process, for the measuring scripts
// (audit:perf, bench:*): a throw-away SQLite database (unless env names
// another), logs silenced, and a promise that resolves once the home page
// answers.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sleep } from "./sleep.ts";

export type BuildServer = { base: string; databaseFile: string; pid: number; stop: () => void };
/** `nodeFlags` go to Node before server.js (the heap's bounds, say). */
type ServeOptions = { port: number; env?: Record<string, string>; nodeFlags?: string[] };

export async function serveBuild({ port, env = {}, nodeFlags = [] }: ServeOptions): Promise<BuildServer> {
  const base = `http://127.0.0.1:${port}`;
  // A server left on the port (an earlier run's) would answer for this one, and be measured instead of the build.
  if (
    await fetch(`${base}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is taken by another server: stop it first`);
  const databaseFile = path.join(mkdtempSync(path.join(tmpdir(), "measure-")), "site.db");
  const server = spawn(process.execPath, [...nodeFlags, "server.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseFile, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => void server.kill("SIGTERM");
  for (let i = 0; i < 300 && server.pid !== undefined; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, databaseFile: env.DATABASE_URL ?? databaseFile, pid: server.pid, stop };
    } catch {
      await sleep(100);
    }
  }
  stop();
  throw new Error(`the server on port ${port} did not start`);
}
