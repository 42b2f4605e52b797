import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { savePrivateCalendarUrl } from "~/private-calendar/private-calendar.server";
import { startCalendarServer, type CalendarServer } from "../../tests/support/calendar-server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { startPrivateCalendarJob } from "./private-calendar-job";

const ics = readFileSync(new URL("../../tests/fixtures/ical/google-calendar.ics", import.meta.url), "utf8");
const SECRET = "5ecret0token";

describe("the private calendar job", () => {
  let test: TestDatabase;
  let server: CalendarServer;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    server = await startCalendarServer();
  });
  afterAll(async () => {
    await server.close();
    await test.drop();
  });

  // Three syncs, each parsed in a worker thread of its own: on a loaded machine
  // one alone can take seconds, so the test has room for its waits (10 s each).
  it("fetches on its own, logs neither the address nor a title, and keeps going through failures", async () => {
    const clock = { now: new Date("2027-03-01T08:00:00.000Z") };
    const log = { info: vi.fn(), error: vi.fn() };
    server.answer = { kind: "file", text: ics, etag: '"v1"' };
    await savePrivateCalendarUrl(test.db, server.url(), "https://trener.example.pl", clock.now);
    const job = startPrivateCalendarJob({ db: test.db, pollMs: 20, log, clock: () => clock.now, allowedHosts: [{ host: "127.0.0.1", port: null }] });
    await waitFor(() => log.info.mock.calls.length > 0, { what: "the first fetch" });
    expect(log.info).toHaveBeenCalledWith("private calendar: fetched, 7 busy times");

    // Later, the address fails: said in the log, in Polish, and the job goes on.
    server.answer = { kind: "status", status: 500 };
    clock.now = new Date("2027-03-01T08:10:00.000Z");
    await waitFor(() => log.info.mock.calls.some(([line]) => String(line).includes("failed")), { what: "the failure" });
    expect(log.info).toHaveBeenCalledWith(
      "private calendar: failed: Serwer kalendarza odpowiedział błędem (500). Zwykle to przejściowe: strona spróbuje ponownie za kilka minut.",
    );
    server.answer = { kind: "file", text: ics, etag: '"v2"' };
    clock.now = new Date("2027-03-01T08:20:00.000Z");
    await waitFor(() => log.info.mock.calls.filter(([line]) => String(line).includes("fetched")).length > 1, { what: "the recovery" });
    await job.stop();

    const logged = JSON.stringify([log.info.mock.calls, log.error.mock.calls]);
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain("Basen");
    expect(log.error).not.toHaveBeenCalled();
  }, 30_000);

  it("stops at once while a sync is under way: its worker is stopped and nothing is written", async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    server.answer = { kind: "trickle", everyMs: 50 };
    await savePrivateCalendarUrl(test.db, server.url("trickle/basic.ics"), "https://trener.example.pl", new Date());
    const requests = server.requests.length;
    const job = startPrivateCalendarJob({ db: test.db, pollMs: 60_000, log, allowedHosts: [{ host: "127.0.0.1", port: null }] });
    await waitFor(() => server.requests.length > requests, { what: "the sync to start" });
    const started = performance.now();
    await job.stop();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await test.db.selectFrom("private_calendar").select(["last_ok_at", "failing_since", "last_error"]).executeTakeFirst()).toEqual({
      last_ok_at: null,
      failing_since: null,
      last_error: null,
    });
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
  });

  it("survives a database that refuses it, and stops", async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const broken = await createTestDatabase("sqlite");
    await broken.db.schema.dropTable("private_calendar").execute();
    const job = startPrivateCalendarJob({ db: broken.db, pollMs: 20, log, allowedHosts: [] });
    await waitFor(() => log.error.mock.calls.length > 1, { what: "two failed rounds" });
    await job.stop();
    expect(String(log.error.mock.calls[0]![0])).toMatch(/^private calendar: .*private_calendar/);
    await broken.drop();
  });
});
