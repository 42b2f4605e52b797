// Hostile requests over every route of the route table, public, booking,
// manage links, the panel signed in, uploads: wrong types, control
// characters, invalid UTF-8, huge and negative numbers, impossible dates,
// duplicated and missing fields, wrong content types, truncated multipart,
// oversized and chunked bodies, path tricks. On SQLite and on PostgreSQL.
// Invariant: no 5xx, the process alive, nothing stored that the schemas
// would refuse. A fixed seed and a bounded count here; longer runs:
// FUZZ_RUNS=5000 FUZZ_SEED=… npm run fuzz
import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/booking-store.server";
import { bookingToken } from "~/bookings/booking-token.server";
import { feedSecret } from "~/calendar-feed/calendar-feed-secret.server";
import { revisionDocument } from "~/site-content/content-store.server";
import type { SectionKey } from "~/site-content/sections";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, startServerProcess, type RunningServer } from "../tests/support/server-process";
import { TEST_ADMIN } from "../playwright.config";
import { signInToServer } from "../tests/support/admin-session";

const SOURCES = ["server.js", "server/app.ts", "server/site-server.ts", "app/routes.ts", "app/lib/read-form.server.ts", "app/photos/photo-upload.server.ts"];
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 27);

type Sent = { method: string; path: string; headers: Record<string, string>; body?: Buffer; chunked?: boolean };

/** Sends exactly these bytes (no client-side fixing of headers or encoding); resolves to the status, or 0 when the connection broke. */
function send(base: string, sent: Sent): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const url = new URL(base);
    const headers: Record<string, string | number> = { ...sent.headers };
    if (sent.body && !sent.chunked) headers["Content-Length"] = sent.body.byteLength;
    // A connection of its own per request: one request's fate (a body refused half-read) must not fall on the next.
    let answered: { status: number; chunks: Buffer[] } | null = null;
    const finish = (fallback: string) =>
      resolve(answered ? { status: answered.status, text: Buffer.concat(answered.chunks).toString("utf8").slice(0, 2000) } : { status: 0, text: fallback });
    const request = httpRequest(
      { host: url.hostname, port: url.port, method: sent.method, path: sent.path, headers, timeout: 20_000, agent: false },
      (response) => {
        answered = { status: response.statusCode ?? 0, chunks: [] };
        response.on("data", (chunk: Buffer) => answered!.chunks.push(chunk));
        response.on("end", () => finish(""));
        response.on("error", () => finish("response error"));
      },
    );
    // A server may answer ("Connection: close") and close before a long body is all written: EPIPE here, and the answer still counts.
    request.on("error", (error) => setTimeout(() => finish(String(error)), 200));
    request.on("timeout", () => request.destroy(new Error("timeout")));
    if (sent.body && sent.chunked) {
      // In pieces, as a phone on a slow network sends it.
      for (let offset = 0; offset < sent.body.byteLength; offset += 64 * 1024) request.write(sent.body.subarray(offset, offset + 64 * 1024));
      request.end();
    } else request.end(sent.body);
  });
}

const hostileValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0000b",
    "\u000b\u000c\u001b",
    "\ud800",
    "-1",
    "0",
    "1e309",
    "NaN",
    "9007199254740993",
    "99999999999999999999999",
    "2027-02-30",
    "9999-99-99",
    "2026-13-01",
    "2027-03-28T01:30:00.000Z",
    // Dates the site does not support: before 2000, after 2100, beyond what Temporal and Date hold.
    "1999-12-31",
    "2101-01-01",
    "+275760-09-14",
    "+275760-09-13T23:00:00.000Z",
    "-271821-04-19T00:00:00.000Z",
    "999999",
    "../../etc/passwd",
    "%00",
    "%C3%28",
    "<script>alert(1)</script>",
    "'; drop table bookings; --",
    '"\\"',
    "{}",
    "[]",
    "on",
    "x".repeat(70_000),
  ),
);

/** Raw percent-escapes, some of them not UTF-8 at all (a lone surrogate becomes the bytes of one, which no decoder accepts). */
function encoded(value: string): string {
  if (value === "%C3%28" || value === "%00") return value;
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

const FIELDS = [
  "name",
  "email",
  "phone",
  "message",
  "service",
  "website",
  "submissionKey",
  "stamp",
  "consent",
  "start",
  "notes",
  "intent",
  "id",
  "version",
  "date",
  "until",
  "from",
  "to",
  "note",
  "baseVersion",
  "revision",
  "__intent__",
  "status",
  "items[0].photo",
  "items[0].alt",
  "items[99999].caption",
  "packages[0].price",
  "services[0].durationMinutes",
  "weeklyHours.monday[0].from",
  "password",
  "back",
  "x",
  "",
];

type Known = { token: string; feed: string };

function pathArbitrary(known: Known) {
  // A request line stays under what an HTTP server reads at all (Node: 16 KB of headers, answered 431 and closed).
  const hostileText = hostileValue.map((value) => value.slice(0, 1000));
  const sections = fc.constantFrom("galeria", "oferta", "rezerwacje", "kontakt", "nie-ma", "%00", "..%2f..");
  return fc.oneof(
    fc.constantFrom(
      "/",
      "/oferta",
      "/galeria",
      "/osiagniecia",
      "/kontakt",
      "/rezerwacja",
      "/dziekujemy",
      "/polityka-prywatnosci",
      "/sitemap.xml",
      "/robots.txt",
    ),
    fc.tuple(hostileText, hostileText).map(([service, day]) => `/rezerwacja?usluga=${encoded(service)}&dzien=${encoded(day)}`),
    fc
      .tuple(
        fc.constantFrom(known.token, "1-" + "A".repeat(32), "%00", "99999999999-x", known.token.slice(0, -1) + "B"),
        fc.constantFrom("", "?zmien", "?zmien&dzien=2027-02-30", "/wydarzenie.ics"),
      )
      .map(([token, rest]) => `/rezerwacja/${token}${rest}`),
    fc.constantFrom(`/kalendarz/${known.feed}.ics`, "/kalendarz/x.ics", "/kalendarz/%2e%2e.ics"),
    hostileText.map((file) => `/zdjecia/${encoded(file)}`),
    fc.constantFrom("/admin", "/admin/logowanie", "/admin/tresci", "/admin/zdjecia", "/admin/eksport.csv", "/admin/spam/usun", "/admin/wyloguj"),
    fc.tuple(hostileText).map(([id]) => `/admin/zapytania/${encoded(id)}`),
    fc.tuple(hostileText).map(([id]) => `/admin/poczta/${encoded(id)}/wyslij-ponownie`),
    fc.tuple(sections, fc.constantFrom("", "/historia", "/podglad")).map(([section, rest]) => `/admin/tresci/${section}${rest}`),
    hostileText.map((value) => `/admin/kalendarz?od=${encoded(value)}`),
    fc
      .tuple(fc.constantFrom("dzien", "start"), hostileText, fc.constantFrom("", "&usluga=trening-personalny"))
      .map(([name, value, rest]) => `/admin/kalendarz/nowa?${name}=${encoded(value)}${rest}`),
    fc.constantFrom("/admin/kalendarz/nowa", "/admin/klienci/1"),
    fc
      .tuple(fc.constantFrom("zapytanie", "rezerwacja", "x"), hostileText, fc.constantFrom("", "/dane.json"))
      .map(([source, id, rest]) => `/admin/dane-klienta/${source}/${encoded(id)}${rest}`),
    hostileText.map((value) => `/admin?back=${encoded(value)}&q=${encoded(value)}&strona=${encoded(value)}`),
    fc.constantFrom("/%2e%2e/%2e%2e/etc/passwd", "//evil.example/", "/oferta/", "/admin/../admin", "/%00", "/oferta.data", "/rezerwacja.data?usluga=%00"),
  );
}

function urlencodedBody() {
  return fc
    .array(fc.tuple(fc.constantFrom(...FIELDS), hostileValue), { maxLength: 12 })
    .map((pairs) => Buffer.from(pairs.map(([name, value]) => `${encoded(name)}=${encoded(value)}`).join("&")));
}

function multipartBody() {
  const boundary = "----fuzzboundary";
  return fc.tuple(fc.constantFrom("whole", "truncated", "no-file"), fc.uint8Array({ maxLength: 2048 })).map(([kind, bytes]) => {
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const parts =
      kind === "no-file"
        ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--${boundary}--\r\n`)]
        : [head, jpegStart, Buffer.from(bytes), kind === "whole" ? Buffer.from(`\r\n--${boundary}--\r\n`) : Buffer.alloc(0)];
    return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
  });
}

function requestArbitrary(known: Known, base: string, cookie: string) {
  const body = fc.oneof(
    { weight: 6, arbitrary: urlencodedBody().map((bytes) => ({ type: "application/x-www-form-urlencoded", body: bytes })) },
    { weight: 2, arbitrary: multipartBody() },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("application/json", "text/plain", "", "application/x-www-form-urlencoded; charset=latin1")
        .map((type) => ({ type, body: Buffer.from('{"a":1}') })),
    },
    { weight: 1, arbitrary: fc.constant({ type: "application/x-www-form-urlencoded", body: Buffer.from(Buffer.from("\xff\xfe\xfd", "latin1")) }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x")
        .map((type) => ({ type, body: Buffer.alloc(5 * 1024 * 1024, 0x61) })),
    },
  );
  return fc
    .record({
      path: pathArbitrary(known),
      method: fc.constantFrom("GET", "POST", "POST", "POST", "HEAD", "PUT"),
      body,
      signedIn: fc.boolean(),
      origin: fc.constantFrom(base, base, "https://evil.example", ""),
      chunked: fc.boolean(),
    })
    .map((choice): Sent => ({
      method: choice.method,
      path: choice.path,
      headers: {
        ...(choice.origin ? { Origin: choice.origin } : {}),
        ...(choice.signedIn ? { Cookie: cookie } : {}),
        ...(choice.method === "POST" || choice.method === "PUT" ? { "Content-Type": choice.body.type } : {}),
      },
      ...(choice.method === "POST" || choice.method === "PUT" ? { body: choice.body.body, chunked: choice.chunked } : {}),
    }));
}

/** C0 control characters other than tab and line breaks, and DEL: nothing a person typed. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex

describe.each(DIALECTS)("every route under hostile requests on %s", (dialect) => {
  const cleanups: (() => unknown)[] = [];
  let database: TestDatabase;
  let server: RunningServer;
  let known: Known;
  let cookie: string;
  beforeAll(async () => {
    ensureBuild(SOURCES);
    database = await createTestDatabase(dialect);
    server = await startServerProcess({ DATABASE_URL: database.url, ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email }, cleanups);
    const start = Date.now() + 3 * 24 * 3_600_000;
    const made = await bookSession(database.db, {
      service: { slug: "konsultacja", name: "Bezpłatna konsultacja", price: 0 },
      place: "Studio",
      start,
      end: start + 30 * 60_000,
      bufferMs: 15 * 60_000,
      name: "Anna",
      email: "anna@example.com",
      phone: "",
      notes: "",
      submissionKey: "fuzz-booking",
    });
    if (made.kind !== "booked") throw new Error("no booking");
    known = { token: await bookingToken(database.db, made.booking.id), feed: await feedSecret(database.db) };
    cookie = await signInToServer(server.url);
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database.drop();
  });

  it("answers a 5 MB form, sent whole or in chunks, with 413 that the client reads (not a reset connection)", async () => {
    for (const path of ["/rezerwacja", "/kontakt"]) {
      for (const chunked of [false, true]) {
        const body = Buffer.from(`name=${"a".repeat(5 * 1024 * 1024)}`);
        const answer = await send(server.url, {
          method: "POST",
          path,
          headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
          body,
          chunked,
        });
        expect(answer.status, `${path} chunked=${chunked}: ${answer.text.slice(0, 200)}`).toBe(413);
      }
    }
  });

  it(`answers ${RUNS} hostile requests without a 5xx and stores nothing the schemas refuse (seed ${SEED})`, async () => {
    console.info(`route fuzzer on ${dialect}: seed ${SEED}, ${RUNS} runs (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz)`);
    const result = await fc.check(
      fc.asyncProperty(requestArbitrary(known, server.url, cookie), async (sent) => {
        const answer = await send(server.url, sent);
        const what = `${sent.method} ${sent.path.slice(0, 160)} (${sent.headers["Content-Type"] ?? "no body"}, ${sent.body?.byteLength ?? 0} bytes${sent.chunked ? ", chunked" : ""}): ${answer.status} ${answer.text.slice(0, 300)}`;
        if (server.child.exitCode !== null) throw new Error(`the server process died after ${what}`);
        // Node closes a connection whose body a route never reads (a 405, a 403) once it has answered; a client still
        // writing megabytes may see that as EPIPE before it reads the answer. The forms and the upload read such bodies
        // to their end and answer 413 (tested in read-form and photo-upload tests); elsewhere a closed connection is fine.
        const closedWhileSending = answer.status === 0 && (sent.body?.byteLength ?? 0) > 1024 * 1024 && /EPIPE|ECONNRESET/.test(answer.text);
        if ((answer.status === 0 && !closedWhileSending) || answer.status >= 500) throw new Error(what);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Said briefly: a counterexample can hold megabytes of body.
    if (result.failed)
      throw new Error(
        `after ${result.numRuns} requests (seed ${SEED}, path ${result.counterexamplePath}): ${String((result.errorInstance as Error | undefined)?.message ?? "").slice(0, 600)}`,
      );

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    // Every revision still parses with its schema, and nothing stored carries a control character.
    for (const revision of await database.db.selectFrom("content_revisions").selectAll().execute()) revisionDocument(revision.section as SectionKey, revision);
    const enquiries = await database.db.selectFrom("enquiries").select(["name", "email", "message", "phone"]).execute();
    const bookings = await database.db.selectFrom("bookings").select(["name", "email", "notes", "phone"]).execute();
    for (const row of [...enquiries, ...bookings]) expect(Object.values(row).some((value) => typeof value === "string" && CONTROL.test(value))).toBe(false);
    const log = server.output.join("");
    expect(log).not.toMatch(/Unhandled|uncaught/i);
  }, 600_000);
});
