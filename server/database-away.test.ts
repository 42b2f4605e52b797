// The database going away under a running server (a PostgreSQL restart, a
// network cut): pages that need it answer 503 with Retry-After, never a bare
// 500; the cached public pages keep coming; once it is back, so is the site.
import { createServer, Socket, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, freePort, startServerProcess } from "../tests/support/server-process";
import { waitFor } from "../tests/support/wait-for";

const SOURCES = [
  "server.js",
  "server/app.ts",
  "server/site-router.ts",
  "server/site-server.ts",
  "app/entry.server.tsx",
  "app/db/database-unavailable.server.ts",
  "app/db/database.server.ts",
];

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
async function cuttableProxy(target: URL): Promise<{ port: number; cut(): void; restore(): Promise<void>; close(): Promise<void> }> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 5432), target.hostname || "127.0.0.1");
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.on("close", () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  await listen();
  return {
    port,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    restore: listen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("the database away", () => {
  const cleanups: (() => unknown)[] = [];
  let database: TestDatabase;
  beforeAll(async () => {
    ensureBuild(SOURCES);
    database = await createTestDatabase("postgres");
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database.drop();
  });

  // A start of the built server behind a proxy that cuts its PostgreSQL and brings it back: a start and a recovery.
  it("answers 503 with Retry-After where a page needs it, keeps the cached pages, and recovers", async () => {
    const direct = new URL(database.url);
    if (!direct.hostname) direct.hostname = "127.0.0.1";
    const proxy = await cuttableProxy(direct);
    cleanups.push(() => proxy.close().catch(() => undefined));
    const viaProxy = new URL(database.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const server = await startServerProcess({ DATABASE_URL: viaProxy.toString(), BOOKING_RATE_LIMIT: "1000" }, cleanups);
    expect((await fetch(`${server.url}/rezerwacja`)).status).toBe(200);

    proxy.cut();
    const booking = await fetch(`${server.url}/rezerwacja`);
    expect(booking.status).toBe(503);
    expect(booking.headers.get("retry-after")).toBe("30");
    const data = await fetch(`${server.url}/rezerwacja.data`);
    expect(data.status).toBe(503);
    const health = await fetch(`${server.url}/healthz`);
    expect([health.status, health.headers.get("retry-after")]).toEqual([503, "30"]);
    // The public pages come from memory.
    expect((await fetch(`${server.url}/oferta`)).status).toBe(200);

    await proxy.restore();
    await waitFor(async () => (await fetch(`${server.url}/rezerwacja`)).status === 200, { what: "the site to come back", timeoutMs: 20_000 });
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
