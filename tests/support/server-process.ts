// The production server as a real process, for tests that need what only a
// process shows: a restart, a kill -9, two instances on one database.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.ts";
import { waitFor } from "./wait-for";

const BUILD_LOCK = path.join(tmpdir(), `site-build-${createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12)}.lock`);

/**
 * Builds the site unless the bundle is newer than every one of `sources`
 * (the files the test exercises through it). Test files run in parallel:
 * the check and the build hold one lock, so that a single build is made and
 * nobody starts a server from a build another test is rewriting.
 */
export function ensureBuild(sources: readonly string[]): void {
  const build = spawnSync("flock", [BUILD_LOCK, process.execPath, "tests/support/build-if-stale.ts", ...sources], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(build.stderr || build.error?.message || "the build failed");
}

export { freePort };

export type RunningServer = {
  child: ChildProcess;
  url: string;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Where and how the server starts: another copy of the project, Node's own options (development's conditions), how long it may take. */
export type ServerStart = { cwd?: string; nodeOptions?: string[]; startTimeoutMs?: number };

/** Starts `node server.js` with `env` on a free port (or env.PORT); resolves once it listens. `cleanups` gets its kill. */
export async function startServerProcess(
  env: Record<string, string>,
  cleanups: (() => unknown)[],
  { cwd, nodeOptions = [], startTimeoutMs = 30_000 }: ServerStart = {},
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...nodeOptions, "server.js"], {
    cwd,
    // Pages compressed fast, as the browser tests' servers do (test-server.ts): brotli's top quality was most of a start's CPU.
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      PAGE_COMPRESSION: "fast",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"));
  await waitFor(() => output.join("").includes("Strona działa pod adresem") || child.exitCode !== null, {
    what: "the server to start",
    timeoutMs: startTimeoutMs,
  });
  if (child.exitCode !== null) throw new Error(`The server did not start:\n${output.join("")}`);
  return { child, url: `http://127.0.0.1:${port}`, output, exited };
}
