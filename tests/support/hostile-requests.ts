// The route fuzzer's requests (server/route-fuzzer.test.ts), as fast-check
// arbitraries: hostile values, every route of the route table with hostile
// parts, and bodies urlencoded, multipart (whole or cut short), of the wrong
// type or oversized.
import fc from "fast-check";
import type { Sent } from "./raw-request";

export const hostileValue = fc.oneof(
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
  "booking",
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

export type Known = { token: string; feed: string };

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
    // The client's own page, its sign-in link, data and feed.
    fc.constantFrom("/moje-treningi", "/moje-treningi/dane.json", "/moje-treningi/kalendarz/1-x.ics", "/moje-treningi/kalendarz/%2e%2e.ics"),
    hostileText.map((token) => `/moje-treningi/wejscie/${encoded(token)}`),
    // Gift vouchers: the order and the panel's "Opłacony".
    fc.constantFrom("/bon-podarunkowy", "/bon-podarunkowy?bon=bon-200-zl", "/admin/bony"),
    hostileText.map((slug) => `/bon-podarunkowy?bon=${encoded(slug)}`),
    // The waitlist's confirmation link.
    hostileText.map((token) => `/lista-oczekujacych/potwierdz/${encoded(token)}`),
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

export function requestArbitrary(known: Known, base: string, cookie: string) {
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
