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
  /**
   * Empties the server's data (started with `resettable`): its database, the
   * content in service and its pages, its background work and clock are then
   * a fresh start's. Resolves once its output says so, with the index in
   * `output` (which goes on) of the first line after.
   */
  reset(): Promise<number>;
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
/** The module that lets a test reset a server's data (tests/support/test-reset.mjs, server/test-reset.ts). */
const TEST_RESET = path.resolve("tests/support/test-reset.mjs");

/**
 * Test servers compress their pages fast (brotli 5), never at the top quality a site serves: a start's and each
 * publish's brotli at quality 11 was most of a server's CPU, and a run starts, resets and publishes hundreds of times.
 * A spec may still ask for "best" in its env.
 */
const PAGE_COMPRESSION_FOR_TESTS = "fast";

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
 * With `clock`, the server's Date is one the test moves (advanceClock); with
 * `resettable`, the test may empty its data (reset).
 */
export async function startTestServer(env: Record<string, string>, { host = "127.0.0.1", clock = false, resettable = false } = {}): Promise<TestServer> {
  const databaseFile = env.DATABASE_URL ?? path.join(tmpdir(), `site-e2e-${randomUUID()}.db`);
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://${host}:${port}`;
    const imports = [...(clock ? ["--import", TEST_CLOCK] : []), ...(resettable ? ["--import", TEST_RESET] : [])];
    const child = spawn(process.execPath, [...imports, "server.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: url,
        DATABASE_URL: databaseFile,
        PAGE_COMPRESSION: PAGE_COMPRESSION_FOR_TESTS,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe", ...(imports.length > 0 ? (["ipc"] as const) : [])],
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
    /** Sends `message` and resolves with the first answer `answered` picks out. */
    const ask = (message: object, answered: (answer: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        void stopped.then(() => reject(new Error(`the test server on port ${port} exited:\n${output.join("\n")}`)));
        const listener = (answer: Record<string, unknown>) => {
          if (!answered(answer)) return;
          child.off("message", listener);
          resolve(answer);
        };
        child.on("message", listener);
        child.send(message);
      });
    const advanceClock = async (ms: number) => {
      if (!clock) throw new Error("this test server's clock is the real one: start it with `clock`");
      await ask({ advanceClockMs: ms }, (answer) => "clockAheadMs" in answer);
    };
    const reset = async () => {
      if (!resettable) throw new Error("this test server has no reset: start it with `resettable`");
      const answer = await ask({ resetData: true }, (answer) => "resetDone" in answer || "resetFailed" in answer);
      if ("resetFailed" in answer) throw new Error(`the test server on port ${port} did not reset: ${String(answer.resetFailed)}`);
      const done = `test reset ${String(answer.resetDone)} done`;
      await waitFor(() => output.includes(done), { what: `the test server on port ${port} to say it has reset` });
      return output.indexOf(done) + 1;
    };
    if (!closed) {
      started.set(url, { databaseFile, env, clock });
      void stopped.then(() => started.delete(url));
      return { url, databaseFile, output, advanceClock, reset, stop: () => void child.kill("SIGTERM"), stopped };
    }
    if (!output.some((line) => PORT_TAKEN.test(line)) || attempt === 5) {
      throw new Error(`the test server on port ${port} did not start:\n${output.join("\n")}`);
    }
  }
}
