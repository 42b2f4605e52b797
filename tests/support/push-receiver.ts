// A push service on 127.0.0.1 for tests: it records what the server POSTs
// and answers with the status the test sets; its browser's keys (ECDH P-256
// and an auth secret) are made here, so a test can decrypt (RFC 8291).
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushReceiver() {
  const browserKey = createECDH("prime256v1");
  browserKey.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/push/device-1`,
    keys: { p256dh: browserKey.getPublicKey().toString("base64url"), auth },
    received,
    answerWith(next: number) {
      status = next;
    },
    /** A message's payload as the browser reads it. */
    decrypt: (push: ReceivedPush): unknown =>
      JSON.parse(decrypt(push.body, { version: "aes128gcm", privateKey: browserKey, authSecret: auth }).toString("utf8")),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
