/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// The app instances of a soak run: `node server.js` processes on fixed
// ports, their output kept in a file each (and its error lines in memory),
// SIGKILL and restart for the fault injector, and their RSS sampled.
import { execFile, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

const READY = "Strona działa pod adresem";
// Ports fetch refuses (the "bad ports" list): never hand one of these out.
const BAD_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    if (!BAD_PORTS.has(port)) return port;
  }
}

/**
 * One instance slot ("A" or "B"): the same port and settings across restarts.
 * `env` is added to process.env.
 */
export function createInstance({ name, port, env, logDir }) {
  const base = `http://127.0.0.1:${port}`;
  const log = createWriteStream(path.join(logDir, `instance-${name}.log`), { flags: "a" });
  const instance = {
    name,
    port,
    base,
    child: null,
    /** True from the ready line until it is killed or exits. */
    ready: false,
    starts: 0,
    /** Log lines at level error and above, and stderr lines: { at, text }. */
    errorLines: [],
    warnLines: 0,
    rss: { maxMb: 0, lastMb: 0, samples: 0 },
    exits: [],
  };

  const note = (text) => log.write(`--- soak ${new Date().toISOString()} ${text}\n`);

  instance.start = async (timeoutMs = 90_000) => {
    instance.starts++;
    note(`start #${instance.starts}`);
    const child = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: base },
      stdio: ["ignore", "pipe", "pipe"],
    });
    instance.child = child;
    const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    child.exited = exited;
    exited.then(({ code, signal }) => {
      if (instance.child === child) instance.ready = false;
      const expected = Boolean(child.expectedExit);
      instance.exits.push({ at: Date.now(), code, signal, expected, duringStart: !child.wasReady });
      note(`exit code=${code} signal=${signal}${expected ? "" : " (not asked for)"}`);
      // Ended by no one here (a crash, or a signal from outside): back after 5 s, as a supervisor would.
      // (One that fails while starting is its starter's business.)
      if (!expected && child.wasReady && instance.child === child && instance.supervise) void instance.restartAfterCrash();
    });
    let markReady;
    const readyNow = new Promise((resolve) => (markReady = resolve));
    createInterface({ input: child.stdout }).on("line", (line) => {
      log.write(`${line}\n`);
      let entry = null;
      try {
        entry = JSON.parse(line);
      } catch {
        // Not a JSON log line: kept in the file only.
      }
      if (entry?.level >= 50) instance.errorLines.push({ at: typeof entry.time === "number" ? entry.time : Date.parse(entry.time) || Date.now(), text: line });
      else if (entry?.level === 40) instance.warnLines++;
      if (String(entry?.msg ?? line).includes(READY)) markReady();
    });
    createInterface({ input: child.stderr }).on("line", (line) => {
      log.write(`[stderr] ${line}\n`);
      instance.errorLines.push({ at: Date.now(), text: `[stderr] ${line}` });
    });
    let timer;
    const outcome = await Promise.race([
      readyNow.then(() => "ready"),
      exited.then(({ code, signal }) => `exited (code ${code}, signal ${signal})`),
      new Promise((resolve) => (timer = setTimeout(() => resolve(`not ready after ${timeoutMs / 1000} s`), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (outcome !== "ready") {
      child.expectedExit = true;
      child.kill("SIGKILL");
      await exited;
      throw new Error(`instance ${name} ${outcome}`);
    }
    instance.ready = true;
    child.wasReady = true;
    return instance;
  };

  /** SIGKILL, as a crash or an OOM kill would end it. */
  instance.kill = async () => {
    const child = instance.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    instance.ready = false;
    child.expectedExit = true;
    note("SIGKILL (fault injector)");
    child.kill("SIGKILL");
    await child.exited;
  };

  /** SIGTERM and wait (at most 40 s, then SIGKILL). */
  instance.stop = async () => {
    const child = instance.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    instance.ready = false;
    child.expectedExit = true;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    await child.exited;
    clearTimeout(timer);
  };

  instance.sampleRss = async () => {
    const pid = instance.child?.pid;
    if (!pid || !instance.ready) return;
    const kb = await new Promise((resolve) =>
      execFile("ps", ["-o", "rss=", "-p", String(pid)], (error, stdout) => resolve(error ? NaN : Number(stdout.trim()))),
    );
    if (!Number.isFinite(kb) || kb <= 0) return;
    const mb = kb / 1024;
    instance.rss.maxMb = Math.max(instance.rss.maxMb, mb);
    instance.rss.lastMb = mb;
    instance.rss.samples++;
  };

  /** Set while the run goes on: an instance that exits unasked is started again. */
  instance.supervise = false;
  instance.restartAfterCrash = async () => {
    for (let attempt = 0; attempt < 12 && instance.supervise; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      if (!instance.supervise || instance.ready) return;
      try {
        await instance.start();
        return;
      } catch (error) {
        note(`restart after an unasked exit failed: ${error.message}`);
      }
    }
  };

  instance.closeLog = () => new Promise((resolve) => log.end(resolve));
  return instance;
}
