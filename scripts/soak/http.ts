/* eslint-disable @typescript-eslint/ban-ts-comment -- unchecked until this script is typed */
// @ts-nocheck
// Every request of a soak run goes through here: the global fetch is wrapped
// (so the helpers in scripts/booking-requests.ts are counted too) to refuse
// anything but 127.0.0.1, put a time limit on each request and record its
// kind, status and time. The kind comes from the loop that sent it.
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";

export const REQUEST_TIMEOUT_MS = 20_000;

const kindContext = new AsyncLocalStorage();
/** Runs `fn` with every request it makes recorded under `kind`. */
export const asKind = (kind, fn) => kindContext.run(kind, fn);

/** { at, kind, method, path, port, status (number, or "ERR"), retryAfter, error } */
export const requests = [];

export function record(entry) {
  requests.push({ kind: kindContext.getStore() ?? "other", ...entry });
}

const realFetch = globalThis.fetch;

export function installRecordingFetch() {
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
      record({ ...base, endAt: Date.now(), status: "ERR", error: error.cause?.code ?? error.name ?? String(error) });
      throw error;
    }
  };
}

/** The body's text, or "" when reading it fails (a connection cut mid-answer). */
export async function textOf(response) {
  try {
    return await response.text();
  } catch {
    return "";
  }
}

/** A multipart/form-data body with one file field. */
export function multipartBody(field, filename, type, bytes) {
  const boundary = `----soak${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { boundary, head, tail, body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A request over node:http, for bodies fetch cannot send: `body` is written
 * with the given Content-Length (which may claim more than is sent); with
 * `destroyAfterMs` the connection is destroyed that long after the body was
 * written. Resolves with { status } or { status: "ERR" | "DESTROYED" }.
 */
export function rawRequest({ port, path, method = "POST", headers, body, contentLength = body.length, destroyAfterMs }) {
  const at = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status, extra = {}) => {
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
      response.resume();
      response.on("end", () => finish(response.statusCode, { retryAfter: response.headers["retry-after"] ?? null }));
      response.on("error", () => finish(response.statusCode));
    });
    request.on("error", (error) => finish(destroyAfterMs === undefined ? "ERR" : "DESTROYED", { error: error.code ?? String(error) }));
    request.on("close", () => setTimeout(() => finish(destroyAfterMs === undefined ? "ERR" : "DESTROYED", { error: "closed" }), 50));
    request.write(body, () => {
      if (destroyAfterMs !== undefined) setTimeout(() => request.destroy(), destroyAfterMs);
      else if (body.length >= contentLength) request.end();
      // A body shorter than its Content-Length is left open: the answer (or the time limit) ends it.
    });
  });
}
