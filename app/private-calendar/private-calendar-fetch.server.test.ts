import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCalendarServer, type CalendarServer } from "../../tests/support/calendar-server";
import { calendarAddress, fetchCalendarFile, MAX_CALENDAR_BYTES } from "./private-calendar-fetch.server";
import { FETCH_FAILED } from "~/private-calendar/private-calendar.messages";

const ics = readFileSync(new URL("../../tests/fixtures/ical/google-calendar.ics", import.meta.url), "utf8");
const nothingHeld = { etag: null, lastModified: null };
/** The tests' servers are on 127.0.0.1: let through as OUTBOUND_ALLOWED_HOSTS=127.0.0.1 would. */
const local = { allowedHosts: [{ host: "127.0.0.1", port: null }] };

describe("fetchCalendarFile", () => {
  let server: CalendarServer;
  beforeAll(async () => {
    server = await startCalendarServer();
  });
  afterAll(() => server.close());

  it("fetches the file with its ETag, then asks only for a newer copy and takes 304 as unchanged", async () => {
    server.answer = { kind: "file", text: ics, etag: '"v1"' };
    const first = await fetchCalendarFile(new URL(server.url()), nothingHeld, local);
    expect(first).toMatchObject({ kind: "fetched", etag: '"v1"' });
    expect(first.kind === "fetched" && first.text).toBe(ics);
    const second = await fetchCalendarFile(new URL(server.url()), { etag: '"v1"', lastModified: "Sat, 20 Nov 2026 10:00:00 GMT" }, local);
    expect(second).toEqual({ kind: "unchanged" });
    expect(server.requests.at(-1)).toMatchObject({ "if-none-match": '"v1"', "if-modified-since": "Sat, 20 Nov 2026 10:00:00 GMT" });
  });

  it("refuses a 50 MB answer while it streams in, without reading it all or holding it in memory", async () => {
    for (const declareLength of [false, true]) {
      server.answer = { kind: "huge", bytes: 50 * 1024 * 1024, declareLength };
      const sentBefore = server.sentBytes;
      const memoryBefore = process.memoryUsage().arrayBuffers;
      const started = performance.now();
      const outcome = await fetchCalendarFile(new URL(server.url()), nothingHeld, local);
      expect(outcome).toEqual({ kind: "failed", message: "Kalendarz jest za duży (ponad 2 MB): strona go nie pobiera." });
      expect(performance.now() - started).toBeLessThan(5000);
      // Cut off near the limit: socket buffers let a few MB more through, never the 50.
      expect(server.sentBytes - sentBefore).toBeLessThan(20 * 1024 * 1024);
      expect(process.memoryUsage().arrayBuffers - memoryBefore).toBeLessThan(4 * MAX_CALENDAR_BYTES + 8 * 1024 * 1024);
    }
  });

  it("gives up on a server that does not answer, or sends a byte at a time, within the time limit for the whole fetch", async () => {
    for (const answer of [{ kind: "silent" }, { kind: "trickle", everyMs: 50 }] as const) {
      server.answer = answer;
      const started = performance.now();
      const outcome = await fetchCalendarFile(new URL(server.url()), nothingHeld, { ...local, timeoutMs: 500 });
      expect(outcome).toEqual({ kind: "failed", message: FETCH_FAILED });
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it("says what an error status means, in Polish and without the address", async () => {
    server.answer = { kind: "status", status: 500 };
    const failed = await fetchCalendarFile(new URL(server.url()), nothingHeld, local);
    expect(failed).toEqual({
      kind: "failed",
      message: "Serwer kalendarza odpowiedział błędem (500). Zwykle to przejściowe: strona spróbuje ponownie za kilka minut.",
    });
    server.answer = { kind: "status", status: 404 };
    const gone = await fetchCalendarFile(new URL(server.url()), nothingHeld, local);
    expect(gone.kind === "failed" && gone.message).toMatch(/^Pod tym adresem nie ma już kalendarza \(odpowiedź 404\)/);
    expect(JSON.stringify([failed, gone])).not.toContain("5ecret0token");
  });

  it("says the same when nothing listens at the address, when the address is refused, and when it does not answer", async () => {
    const closed = await startCalendarServer();
    const url = new URL(closed.url());
    await closed.close();
    expect(await fetchCalendarFile(url, nothingHeld, local)).toEqual({ kind: "failed", message: FETCH_FAILED });
    // Not allowed: 127.0.0.1 is refused by the guard, open port or closed.
    server.answer = { kind: "file", text: ics };
    expect(await fetchCalendarFile(new URL(server.url()), nothingHeld, { allowedHosts: [] })).toEqual({ kind: "failed", message: FETCH_FAILED });
    expect(await fetchCalendarFile(url, nothingHeld, { allowedHosts: [] })).toEqual({ kind: "failed", message: FETCH_FAILED });
  });
});

describe("calendarAddress", () => {
  const site = "https://trener.example.pl";
  it("takes http(s) as given and Apple's webcal:// as https://", () => {
    expect(calendarAddress(" https://calendar.google.com/calendar/ical/a/private-b/basic.ics ", site)?.href).toBe(
      "https://calendar.google.com/calendar/ical/a/private-b/basic.ics",
    );
    expect(calendarAddress("webcal://p52-caldav.icloud.com/published/2/SECRET", site)?.href).toBe("https://p52-caldav.icloud.com/published/2/SECRET");
  });
  it("refuses other schemes, non-addresses and this site's own calendar feed", () => {
    expect(calendarAddress("file:///etc/passwd", site)).toBeNull();
    expect(calendarAddress("kalendarz google", site)).toBeNull();
    expect(calendarAddress("https://trener.example.pl/kalendarz/abc.ics", site)).toBeNull();
  });
});
