import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/database.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { serveExpress } from "../tests/support/serve-express";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../tests/support/test-database";
import { healthz } from "./healthz";

async function get(db: Parameters<typeof healthz>[0]) {
  const app = express();
  app.get("/healthz", healthz(db));
  const server = await serveExpress(app);
  try {
    const response = await fetch(`${server.base}/healthz`);
    return { status: response.status, cacheControl: response.headers.get("cache-control"), body: await response.json() };
  } finally {
    await server.close();
  }
}

describe.each(DIALECTS)("GET /healthz on %s", (dialect) => {
  // Made before the tests, not in one: migrating PostgreSQL took most of a test's 5 s beside the other files' work.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it("answers 200 with the outbox backlog while the database answers", async () => {
    await saveEnquiry(
      database.db,
      { name: "Anna Nowak", email: "anna@example.com", phone: null, service: null, message: "Dzień dobry" },
      { submissionKey: "health-check-key-1", spam: false, acknowledge: false },
    );
    const { status, cacheControl, body } = await get(async () => database.db);
    expect(status).toBe(200);
    expect(cacheControl).toBe("no-store");
    expect(body).toEqual({ status: "ok", database: "ok", outbox: { pending: 1, failed: 0 }, content: { status: "ok" } });
  });

  it("reports published content this instance could not render, and stays 200 (it serves the last content that rendered)", async () => {
    const app = express();
    app.get(
      "/healthz",
      healthz(
        async () => database.db,
        () => ({ version: 42, message: "Brak zdjęcia x.jpg", since: "2026-11-24T00:00:00.000Z" }),
      ),
    );
    const server = await serveExpress(app);
    try {
      const response = await fetch(`${server.base}/healthz`);
      expect(response.status).toBe(200);
      expect((await response.json()).content).toEqual({ status: "stale", unrenderedVersion: 42, since: "2026-11-24T00:00:00.000Z" });
    } finally {
      await server.close();
    }
  });
});

describe("GET /healthz with the database away", () => {
  it("answers 503 when PostgreSQL does not answer", async () => {
    // Port 9 (discard): nothing listens there, the connection is refused.
    const db = createDatabase("postgres://site:secret@127.0.0.1:9/site");
    try {
      const { status, body } = await get(async () => db);
      expect(status).toBe(503);
      expect(body).toEqual({ status: "error", database: "unreachable" });
    } finally {
      await db.destroy();
    }
  });

  it("answers 503 when the SQLite database has been closed", async () => {
    const database = await createTestDatabase("sqlite");
    await database.drop();
    const { status } = await get(async () => database.db);
    expect(status).toBe(503);
  });
});

describe("GET /healthz with a continuous copy that fails", () => {
  it("says since when the copy fails, and nothing of where it goes", async () => {
    const database = await createTestDatabase("sqlite");
    const error = "dial tcp 127.0.0.1:40123: connect: connection refused (sftp://backup-user@127.0.0.1:40123/srv/kopie/site.db)";
    const app = express();
    app.get(
      "/healthz",
      healthz(
        async () => database.db,
        () => null,
        () => ({ lastWrittenAt: new Date("2026-11-24T10:00:00.000Z"), failingSince: new Date("2026-11-24T11:00:00.000Z"), lastError: error }),
      ),
    );
    const server = await serveExpress(app);
    try {
      const text = await (await fetch(`${server.base}/healthz`)).text();
      expect(JSON.parse(text).replica).toEqual({ lastWrittenAt: "2026-11-24T10:00:00.000Z", failingSince: "2026-11-24T11:00:00.000Z" });
      for (const part of ["127.0.0.1", "40123", "backup-user", "/srv/kopie", "sftp", "dial tcp"]) expect(text).not.toContain(part);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
