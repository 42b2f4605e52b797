// The production server (`node server.js` from the build) as the browser
// tests start it: on a port the system has free, with a database of its own.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "./server-process";
import { waitFor } from "./wait-for";

export type TestServer = {
  url: string;
  databaseFile: string;
  /** What the server has written to standard output and error so far, line by line. */
  output: string[];
  /**
   * Moves the server's clock `ms` forward (started with `clock`); resolves
   * once the server has it. Its timers still run in real time.
   */
  advanceClock(ms: number): Promise<void>;
  stop(): void;
  /** Resolves once the process has exited (its port and database are free). */
  stopped: Promise<void>;
};

/** What a test needs to know of a running server this process started: its database and settings. */
export type StartedServer = { databaseFile: string; env: Record<string, string>; clock: boolean };

const started = new Map<string, StartedServer>();

/** The running server this process started at `origin` ("http://127.0.0.1:port"), if any. */
export const startedTestServer = (origin: string): StartedServer | undefined => started.get(origin);

/** The module that gives a test server a clock the test moves (tests/support/test-clock.mjs). */
const TEST_CLOCK = path.resolve("tests/support/test-clock.mjs");

/** What the server says when its port was taken between freePort() and its start (server/site-server.ts). */
const PORT_TAKEN = /jest już zajęty/;
/** What it says once it serves. */
const LISTENING = /Strona działa pod adresem/;

/**
 * Starts `node server.js` with `env` on a free port of 127.0.0.1 and its own
 * database (unless env.DATABASE_URL names one); resolves once it answers.
 * SITE_URL is its address unless `host` says otherwise ("localhost" for the
 * shared server, which the pages have always named so). Should another
 * program take the port between freePort() and the server's start, the
 * server says so and stops; it is started again on another free port.
 * With `clock`, the server's Date is one the test moves (advanceClock).
 */
export async function startTestServer(env: Record<string, string>, { host = "127.0.0.1", clock = false } = {}): Promise<TestServer> {
  const databaseFile = env.DATABASE_URL ?? path.join(tmpdir(), `site-e2e-${randomUUID()}.db`);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://${host}:${port}`;
    const child = spawn(process.execPath, [...(clock ? ["--import", TEST_CLOCK] : []), "server.js"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: url, DATABASE_URL: databaseFile, ...env },
      stdio: ["ignore", "pipe", "pipe", ...(clock ? (["ipc"] as const) : [])],
    });
    let closed = false;
    // "close": the process has exited and every line it wrote has been read.
    const stopped = new Promise<void>((resolve) => child.once("close", () => resolve()));
    void stopped.then(() => (closed = true));
    const output: string[] = [];
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on("line", (line) => output.push(line));
    }
    // Its own word that it listens, not an answer on the port: that could come from whoever took the port.
    const listening = () => output.some((line) => LISTENING.test(line));
    try {
      // Up to 60 s: a start renders every page and its pictures, and the machine may be busy with other specs.
      await waitFor(() => listening() || closed, { what: `the test server on port ${port} to start`, timeoutMs: 60_000 });
    } catch (error) {
      child.kill("SIGKILL");
      throw error;
    }
    const advanceClock = async (ms: number) => {
      if (!clock) throw new Error("this test server's clock is the real one: start it with `clock`");
      const moved = new Promise<void>((resolve) => child.once("message", () => resolve()));
      child.send({ advanceClockMs: ms });
      await moved;
    };
    if (!closed) {
      started.set(url, { databaseFile, env, clock });
      void stopped.then(() => started.delete(url));
      return { url, databaseFile, output, advanceClock, stop: () => void child.kill("SIGTERM"), stopped };
    }
    if (!output.some((line) => PORT_TAKEN.test(line)) || attempt === 5) {
      throw new Error(`the test server on port ${port} did not start:\n${output.join("\n")}`);
    }
  }
}
