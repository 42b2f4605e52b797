// The stop's bounds on their own: a part that hangs is cut at its deadline
// and named, and a second signal exits at once (server/shutdown.test.ts runs
// the whole server).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exitOnSignals, SHUTDOWN, stopWithin } from "./shutdown";

const never = new Promise<void>(() => {});

function recordingLog() {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
}

describe("stopWithin", () => {
  afterEach(() => vi.useRealTimers());

  it("answers true for a part that stops in time, false for one that fails or cuts its own work short", async () => {
    const log = recordingLog();
    expect(await stopWithin("outbox", Promise.resolve(), 1_000, log)).toBe(true);
    expect(await stopWithin("outbox", Promise.resolve(false), 1_000, log)).toBe(false);
    expect(await stopWithin("database", Promise.reject(new Error("connection lost")), 1_000, log)).toBe(false);
    expect(log.lines).toEqual(["shutdown: database failed to stop: connection lost"]);
  });

  it("cuts a part that hangs at its deadline and names it", async () => {
    vi.useFakeTimers();
    const log = recordingLog();
    const stopped = stopWithin("continuous copy (Litestream)", never, 3_000, log);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(log.lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await stopped).toBe(false);
    expect(log.lines).toEqual(["shutdown: continuous copy (Litestream) cut short after 3000 ms"]);
  });
});

/** Removes the signal listeners a test added, leaving the test runner's own. */
function forgetAddedListeners(before: Map<NodeJS.Signals, NodeJS.SignalsListener[]>) {
  for (const [signal, listeners] of before) {
    for (const listener of process.listeners(signal) as NodeJS.SignalsListener[]) if (!listeners.includes(listener)) process.off(signal, listener);
  }
}

describe("exitOnSignals", () => {
  let before = new Map<NodeJS.Signals, NodeJS.SignalsListener[]>();
  beforeEach(() => {
    before = new Map((["SIGTERM", "SIGINT"] as const).map((signal) => [signal, process.listeners(signal) as NodeJS.SignalsListener[]]));
  });
  afterEach(() => {
    forgetAddedListeners(before);
    vi.useRealTimers();
  });

  it("exits with the stop's answer, at the latest after the whole budget, and at once on a second signal", async () => {
    vi.useFakeTimers();
    const exits: number[] = [];
    exitOnSignals(
      () => never.then(() => true),
      recordingLog(),
      (code) => void exits.push(code),
    );
    process.emit("SIGTERM");
    // npm's forwarded copy, or Ctrl+C reaching npm and the server both: the same request.
    process.emit("SIGTERM");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(exits).toEqual([]);
    process.emit("SIGINT");
    expect(exits).toEqual([1]);
    await vi.advanceTimersByTimeAsync(SHUTDOWN.totalMs);
    expect(exits).toEqual([1, 1]);
  });

  it("exits 0 when everything stopped, 1 when something was cut short", async () => {
    const exits: number[] = [];
    exitOnSignals(
      async () => true,
      recordingLog(),
      (code) => void exits.push(code),
    );
    process.emit("SIGTERM");
    await vi.waitFor(() => expect(exits).toEqual([0]));
    forgetAddedListeners(before);
    exitOnSignals(
      async () => false,
      recordingLog(),
      (code) => void exits.push(code),
    );
    process.emit("SIGTERM");
    await vi.waitFor(() => expect(exits).toEqual([0, 1]));
  });
});
