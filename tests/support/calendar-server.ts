// A local calendar server for the private calendar's tests: it answers what
// the test sets (a .ics file, an error, a huge or a silent answer) and
// records what it was asked.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type CalendarAnswer =
  | { kind: "file"; text: string; etag?: string }
  | { kind: "status"; status: number }
  /** `bytes` of calendar-looking text, streamed without a length (or declaring it). */
  | { kind: "huge"; bytes: number; declareLength?: boolean }
  /** Headers sent, then nothing: the connection stays open. */
  | { kind: "silent" }
  /** Headers sent, then one byte of a calendar every `everyMs` (a second), never ending. */
  | { kind: "trickle"; everyMs?: number };

export type CalendarServer = {
  /** http://127.0.0.1:<port>/<path> */
  url(path?: string): string;
  answer: CalendarAnswer;
  requests: IncomingHttpHeaders[];
  /** Bytes written to the connection by huge answers. */
  sentBytes: number;
  close(): Promise<void>;
};

function streamHuge(res: ServerResponse, bytes: number, server: { sentBytes: number }) {
  const chunk = Buffer.alloc(64 * 1024, "X-FILLER:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n");
  let left = bytes;
  const pump = () => {
    while (left > 0 && !res.destroyed) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= part.length;
      server.sentBytes += part.length;
      if (!res.write(part)) return res.once("drain", pump);
    }
    if (left <= 0) res.end();
  };
  pump();
}

/** One byte every `everyMs` until the client gives up. */
function trickle(res: ServerResponse, everyMs: number) {
  const text = "BEGIN:VCALENDAR\r\n";
  let sent = 0;
  const timer = setInterval(() => res.write(text[sent++ % text.length]!), everyMs);
  res.once("close", () => clearInterval(timer));
}

export async function startCalendarServer(port = 0, answer: CalendarAnswer = { kind: "status", status: 404 }): Promise<CalendarServer> {
  const state = { answer, requests: [] as IncomingHttpHeaders[], sentBytes: 0 };
  const server = createServer((req, res) => {
    state.requests.push(req.headers);
    const now = state.answer;
    if (now.kind === "status") return void res.writeHead(now.status, { "Content-Type": "text/plain" }).end("Błąd");
    if (now.kind === "silent") return void res.writeHead(200, { "Content-Type": "text/calendar" }).flushHeaders();
    if (now.kind === "trickle") return void trickle(res.writeHead(200, { "Content-Type": "text/calendar" }), now.everyMs ?? 1000);
    if (now.kind === "huge") {
      res.writeHead(200, { "Content-Type": "text/calendar", ...(now.declareLength ? { "Content-Length": String(now.bytes) } : {}) });
      return streamHuge(res, now.bytes, state);
    }
    if (now.etag && req.headers["if-none-match"] === now.etag) return void res.writeHead(304, { ETag: now.etag }).end();
    res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ...(now.etag ? { ETag: now.etag } : {}) }).end(now.text);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: (path = "calendar/ical/anna%40example.com/private-5ecret0token/basic.ics") => `http://127.0.0.1:${bound}/${path}`,
    get answer() {
      return state.answer;
    },
    set answer(next) {
      state.answer = next;
    },
    requests: state.requests,
    get sentBytes() {
      return state.sentBytes;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
