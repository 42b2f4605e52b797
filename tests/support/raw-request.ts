// One HTTP request sent byte for byte as given, for tests that send what no
// well-behaved client would (the route fuzzer): no fixing of headers or
// encoding, a connection of its own, the answer even when the body was cut.
import { request as httpRequest } from "node:http";

export type Sent = { method: string; path: string; headers: Record<string, string>; body?: Buffer; chunked?: boolean };

/** Sends exactly these bytes (no client-side fixing of headers or encoding); resolves to the status, or 0 when the connection broke. */
export function send(base: string, sent: Sent): Promise<{ status: number; text: string }> {
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
