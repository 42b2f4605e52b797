// The app instances of a soak run: `node server.js` processes on fixed
// ports, their output kept in a file each (and its error lines in memory),
// SIGKILL and restart for the fault injector, and their RSS sampled.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, type WriteStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { sleep } from "../sleep.ts";

const READY = "Strona działa pod adresem";

type Exit = { code: number | null; signal: NodeJS.Signals | null };
/** One process of the slot, with what the slot needs to know of its end. */
type Process = { child: ChildProcess; exited: Promise<Exit>; expectedExit: boolean; wasReady: boolean };
export type ExitRecord = Exit & { at: number; expected: boolean; duringStart: boolean };
/** A log line at level error and above, or a stderr line. */
export type ErrorLine = { at: number; text: string };

/** The time a pino line was written, as its `time` field holds it. */
const timeOf = (time: unknown) => (typeof time === "number" ? time : Date.parse(String(time)) || Date.now());

function parseLogLine(line: string): { level?: number; time?: unknown; msg?: unknown } | null {
  try {
    return JSON.parse(line) as { level?: number; time?: unknown; msg?: unknown };
  } catch {
    // Not a JSON log line: kept in the file only.
    return null;
  }
}

/** One instance slot ("A" or "B"): the same port and settings across restarts. `env` is added to process.env. */
export class Instance {
  readonly name: string;
  readonly port: number;
  readonly base: string;
  /** True from the ready line until it is killed or exits. */
  ready = false;
  starts = 0;
  errorLines: ErrorLine[] = [];
  warnLines = 0;
  rss = { maxMb: 0, lastMb: 0, samples: 0 };
  exits: ExitRecord[] = [];
  /** Set while the run goes on: an instance that exits unasked is started again. */
  supervise = false;
  private readonly env: Record<string, string>;
  private readonly log: WriteStream;
  private process: Process | null = null;

  constructor({ name, port, env, logDir }: { name: string; port: number; env: Record<string, string>; logDir: string }) {
    this.name = name;
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.env = env;
    this.log = createWriteStream(path.join(logDir, `instance-${name}.log`), { flags: "a" });
  }

  private note(text: string): void {
    this.log.write(`--- soak ${new Date().toISOString()} ${text}\n`);
  }

  /** Starts a process; resolves once it says it is ready, or kills it and throws. */
  async start(timeoutMs = 90_000): Promise<this> {
    this.starts++;
    this.note(`start #${this.starts}`);
    const current = this.spawnProcess();
    this.process = current;
    const ready = this.watchOutput(current.child);
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      ready.then(() => "ready"),
      current.exited.then(({ code, signal }) => `exited (code ${code}, signal ${signal})`),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`not ready after ${timeoutMs / 1000} s`), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (outcome !== "ready") {
      current.expectedExit = true;
      current.child.kill("SIGKILL");
      await current.exited;
      throw new Error(`instance ${this.name} ${outcome}`);
    }
    this.ready = true;
    current.wasReady = true;
    return this;
  }

  private spawnProcess(): Process {
    const child = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: "127.0.0.1", SITE_URL: this.base },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    const current: Process = { child, exited, expectedExit: false, wasReady: false };
    void exited.then((exit) => this.onExit(current, exit));
    return current;
  }

  private onExit(ended: Process, { code, signal }: Exit): void {
    const current = this.process === ended;
    if (current) this.ready = false;
    this.exits.push({ at: Date.now(), code, signal, expected: ended.expectedExit, duringStart: !ended.wasReady });
    this.note(`exit code=${code} signal=${signal}${ended.expectedExit ? "" : " (not asked for)"}`);
    // Ended by no one here (a crash, or a signal from outside): back after 5 s, as a supervisor would.
    // (One that fails while starting is its starter's business.)
    if (!ended.expectedExit && ended.wasReady && current && this.supervise) void this.restartAfterCrash();
  }

  /** Keeps the output in the log file and the complaints in memory; resolves at the ready line. */
  private watchOutput(child: ChildProcess): Promise<void> {
    return new Promise((markReady) => {
      createInterface({ input: child.stdout! }).on("line", (line) => {
        this.log.write(`${line}\n`);
        const entry = parseLogLine(line);
        if ((entry?.level ?? 0) >= 50) this.errorLines.push({ at: timeOf(entry?.time), text: line });
        else if (entry?.level === 40) this.warnLines++;
        if (String(entry?.msg ?? line).includes(READY)) markReady();
      });
      createInterface({ input: child.stderr! }).on("line", (line) => {
        this.log.write(`[stderr] ${line}\n`);
        this.errorLines.push({ at: Date.now(), text: `[stderr] ${line}` });
      });
    });
  }

  /** The running process, marked as ending on purpose; null when there is none. */
  private endOnPurpose(): Process | null {
    const current = this.process;
    if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return null;
    this.ready = false;
    current.expectedExit = true;
    return current;
  }

  /** SIGKILL, as a crash or an OOM kill would end it. */
  async kill(): Promise<void> {
    const current = this.endOnPurpose();
    if (!current) return;
    this.note("SIGKILL (fault injector)");
    current.child.kill("SIGKILL");
    await current.exited;
  }

  /** SIGTERM and wait (at most 40 s, then SIGKILL). */
  async stop(): Promise<void> {
    const current = this.endOnPurpose();
    if (!current) return;
    current.child.kill("SIGTERM");
    const timer = setTimeout(() => current.child.kill("SIGKILL"), 40_000);
    await current.exited;
    clearTimeout(timer);
  }

  async sampleRss(): Promise<void> {
    const pid = this.process?.child.pid;
    if (!pid || !this.ready) return;
    const kb = await new Promise<number>((resolve) =>
      execFile("ps", ["-o", "rss=", "-p", String(pid)], (error, stdout) => resolve(error ? NaN : Number(stdout.trim()))),
    );
    if (!Number.isFinite(kb) || kb <= 0) return;
    const mb = kb / 1024;
    this.rss.maxMb = Math.max(this.rss.maxMb, mb);
    this.rss.lastMb = mb;
    this.rss.samples++;
  }

  private async restartAfterCrash(): Promise<void> {
    for (let attempt = 0; attempt < 12 && this.supervise; attempt++) {
      await sleep(5_000);
      if (!this.supervise || this.ready) return;
      try {
        await this.start();
        return;
      } catch (error) {
        this.note(`restart after an unasked exit failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  closeLog(): Promise<void> {
    return new Promise((resolve) => this.log.end(resolve));
  }
}
