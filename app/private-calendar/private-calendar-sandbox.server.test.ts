import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCalendarServer, type CalendarServer } from "../../tests/support/calendar-server";
import { tenYears } from "../../tests/support/hostile-calendars";
import { FETCH_FAILED, TOO_COMPLEX } from "~/private-calendar/private-calendar.messages";
import { syncInWorker, WORKER_LIMITS } from "./private-calendar-sandbox.server";

const DAY_MS = 86_400_000;

describe("syncInWorker", () => {
  let server: CalendarServer;
  const now = Date.now();
  const input = () => ({
    url: server.url(),
    held: { etag: null, lastModified: null },
    allowedHosts: [{ host: "127.0.0.1", port: null }],
    from: now - DAY_MS,
    to: now + 400 * DAY_MS,
  });
  beforeAll(async () => {
    server = await startCalendarServer();
  });
  afterAll(() => server.close());

  it("fetches and reads the calendar in a worker, and hands back only busy times and the report", async () => {
    const honest = tenYears(now);
    server.answer = { kind: "file", text: honest.text, etag: '"v1"' };
    const outcome = await syncInWorker(input());
    expect(outcome).toMatchObject({ kind: "fetched", etag: '"v1"', report: { skipped: [], unnamed: 0, truncated: false } });
    expect(outcome.kind === "fetched" && outcome.busy).toContainEqual({ ...honest.appointment, title: "Wizyta w tym tygodniu", allDay: false });
  });

  it("stops a worker past its deadline or its memory, and says the calendar is too complex", async () => {
    server.answer = { kind: "file", text: tenYears(now).text };
    const started = performance.now();
    expect(await syncInWorker(input(), { deadlineMs: 200 })).toEqual({ kind: "failed", message: TOO_COMPLEX });
    expect(performance.now() - started).toBeLessThan(1000);
    // A heap too small for the parsed file: V8 stops the worker, not the process.
    const small = { ...WORKER_LIMITS, maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 };
    expect(await syncInWorker(input(), { resourceLimits: small })).toEqual({ kind: "failed", message: TOO_COMPLEX });
  });

  it("reads every refusal and network failure, the guard's included, as the same message", async () => {
    server.answer = { kind: "file", text: tenYears(now).text };
    expect(await syncInWorker({ ...input(), allowedHosts: [] })).toEqual({ kind: "failed", message: FETCH_FAILED });
    server.answer = { kind: "trickle", everyMs: 20 };
    expect(await syncInWorker({ ...input(), fetchTimeoutMs: 300 })).toEqual({ kind: "failed", message: FETCH_FAILED });
  });
});
