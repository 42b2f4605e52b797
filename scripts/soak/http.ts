// Every request of a soak run goes through here: the global fetch is wrapped
// (so the helpers in scripts/booking-requests.ts are counted too) to refuse
// anything but 127.0.0.1, put a time limit on each request and record its
// kind, status and time. The kind comes from the loop that sent it.
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";

export const REQUEST_TIMEOUT_MS = 20_000;

/** A status, or why there was none: no answer, or a connection the run destroyed on purpose. */
export type Status = number | "ERR" | "DESTROYED";
export type RequestRecord = {
  at: number;
  endAt: number;
  kind: string;
  method: string;
  path: string;
  port: number;
  status: Status;
  retryAfter?: string | null;
  error?: string;
};

const kindContext = new AsyncLocalStorage<string>();
/** Runs `fn` with every request it makes recorded under `kind`. */
export const asKind = <T>(kind: string, fn: () => T): T => kindContext.run(kind, fn);

export const requests: RequestRecord[] = [];

export function record(entry: Omit<RequestRecord, "kind">): void {
  requests.push({ kind: kindContext.getStore() ?? "other", ...entry });
}

const realFetch = globalThis.fetch;

/** What a failed fetch says went wrong: the socket's error code where there is one. */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error.cause as { code?: string } | undefined)?.code;
  return code ?? error.name;
}

export function installRecordingFetch(): void {
  globalThis.fetch = async (input, init = {}) => {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (url.hostname !== "127.0.0.1") throw new Error(`soak: refusing a request to ${url.host}`);
    const method = (init.method ?? "GET").toUpperCase();
    const at = Date.now();
    const base = { at, method, path: url.pathname + url.search, port: Number(url.port) };
    try {
      const response = await realFetch(input, { ...init, signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      record({ ...base, endAt: Date.now(), status: response.status, retryAfter: response.headers.get("retry-after") });
      return response;
    } catch (error) {
      record({ ...base, endAt: Date.now(), status: "ERR", error: errorName(error) });
      throw error;
    }
  };
}

/** The body's text, or "" when reading it fails (a connection cut mid-answer). */
export async function textOf(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return "";
  }
}

/** A multipart/form-data body with one file field. */
export function multipartBody(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----soak${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { boundary, head, tail, body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

type RawRequest = {
  port: number;
  path: string;
  method?: string;
  headers: Record<string, string>;
  body: Buffer;
  /** May claim more than is sent. */
  contentLength?: number;
  /** The connection is destroyed that long after the body was written. */
  destroyAfterMs?: number;
};
type RawOutcome = { status: Status; retryAfter?: string | null; error?: string };

/**
 * A request over node:http, for bodies fetch cannot send: `body` is written
 * with the given Content-Length; with `destroyAfterMs` the connection is
 * destroyed that long after the body was written. Resolves with { status }
 * or { status: "ERR" | "DESTROYED" }.
 */
export function rawRequest({ port, path, method = "POST", headers, body, contentLength = body.length, destroyAfterMs }: RawRequest): Promise<RawOutcome> {
  const at = Date.now();
  const broken = destroyAfterMs === undefined ? "ERR" : "DESTROYED";
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: Status, extra: Omit<RawOutcome, "status"> = {}) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      record({ at, endAt: Date.now(), method, path, port, status, ...extra });
      resolve({ status, ...extra });
    };
    const request = http.request({
      host: "127.0.0.1",
      port,
      path,
      method,
      headers: { ...headers, "Content-Length": String(contentLength), Connection: "close" },
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish("ERR", { error: "timeout" });
    }, REQUEST_TIMEOUT_MS);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      response.on("end", () => finish(status, { retryAfter: response.headers["retry-after"] ?? null }));
      response.on("error", () => finish(status));
    });
    request.on("error", (error: NodeJS.ErrnoException) => finish(broken, { error: error.code ?? String(error) }));
    request.on("close", () => setTimeout(() => finish(broken, { error: "closed" }), 50));
    request.write(body, () => {
      if (destroyAfterMs !== undefined) setTimeout(() => request.destroy(), destroyAfterMs);
      else if (body.length >= contentLength) request.end();
      // A body shorter than its Content-Length is left open: the answer (or the time limit) ends it.
    });
  });
}
