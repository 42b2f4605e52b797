// Uploads that go wrong, against the server as it runs: a body cut off in
// the middle of the photo is answered and leaves the process up, and a
// browser streaming a body over the limit reads the 413 instead of a reset
// connection.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, startServerProcess, type RunningServer } from "../tests/support/server-process";
import { TEST_ADMIN } from "../playwright.config";
import { signInToServer } from "../tests/support/admin-session";

const SOURCES = ["server/app.ts", "server/site-router.ts", "app/photos/photo-upload.server.ts", "app/routes/admin/photos.tsx"];
const BOUNDARY = "granica";
const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="zdjecie.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

/** POSTs `size` bytes of photo in 1 MB chunks without a Content-Length, as a browser streams a file; resolves with the answer, rejects on a network error. */
function postChunked(url: string, cookie: string, size: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${url}/admin/zdjecia`,
      { method: "POST", headers: { Origin: url, Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    let sent = 0;
    const send = () => {
      while (sent < size) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", send);
      }
      request.end(`\r\n--${BOUNDARY}--\r\n`);
    };
    request.write(PART_HEAD);
    send();
  });
}

describe("a photo upload that goes wrong", () => {
  const cleanups: (() => unknown)[] = [];
  let database: TestDatabase;
  let server: RunningServer;
  let cookie: string;
  beforeAll(async () => {
    ensureBuild(SOURCES);
    database = await createTestDatabase("sqlite");
    server = await startServerProcess({ DATABASE_URL: database.url, ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email }, cleanups);
    cookie = await signInToServer(server.url);
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database.drop();
  });

  it("is answered with 400 when the body ends inside the photo, and the server keeps serving", async () => {
    const cut = Buffer.concat([Buffer.from(PART_HEAD), Buffer.alloc(200 * 1024, 0xff)]);
    const response = await fetch(`${server.url}/admin/zdjecia`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: cookie, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: cut,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Wysyłanie zdjęcia przerwało się. Spróbuj jeszcze raz.");
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  }, 30_000);

  // 30 MB streamed to the server process in chunks, up to its upload limit.
  it("answers a streamed 30 MB body with 413 and its message, read by the client", async () => {
    const { status, text } = await postChunked(server.url, cookie, 30 * 1024 * 1024);
    expect(status).toBe(413);
    expect(text).toContain("Zdjęcie jest większe niż 25 MB.");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 60_000);
});
