import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { createSession, deleteAllSessions, deleteEndedSessions, deleteSession, findSession, SESSION_LIMITS } from "./admin-sessions.server";

const HOUR = 60 * 60 * 1000;
/** Of the password hash the sessions begin under. */
const FINGERPRINT = "hash-z-poniedzialku";
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(DIALECTS)("admin sessions on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const start = new Date("2025-03-01T08:00:00.000Z");

  it("hand out a random 256-bit id and keep only its SHA-256 in the database", async () => {
    const id = await createSession(test.db, FINGERPRINT, start);
    const other = await createSession(test.db, FINGERPRINT, start);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(id, "base64url")).toHaveLength(32);
    expect(id).not.toBe(other);
    const rows = await test.db.selectFrom("admin_sessions").select("id_hash").execute();
    expect(rows.map((row) => row.id_hash)).not.toContain(id);
    expect(await findSession(test.db, id, FINGERPRINT, at(start, 1000))).toMatchObject({ createdAt: start.toISOString() });
  });

  it("know nothing of a forged, malformed or foreign id", async () => {
    await createSession(test.db, FINGERPRINT, start);
    for (const forged of ["", "admin", "A".repeat(43), "' or 1=1 --", "x".repeat(10_000)]) {
      expect(await findSession(test.db, forged, FINGERPRINT, at(start, 1000))).toBeNull();
    }
  });

  it("end after 8 hours without use, and restart the idle clock on use", async () => {
    const idle = await createSession(test.db, FINGERPRINT, start);
    expect(await findSession(test.db, idle, FINGERPRINT, at(start, SESSION_LIMITS.idleMs - 1000))).not.toBeNull();
    // Used 1 s before the limit: 8 more hours from there.
    expect(await findSession(test.db, idle, FINGERPRINT, at(start, 2 * SESSION_LIMITS.idleMs - 2000))).not.toBeNull();
    expect(await findSession(test.db, idle, FINGERPRINT, at(start, 3 * SESSION_LIMITS.idleMs))).toBeNull();
    // Ended sessions are deleted, not just refused.
    expect(await findSession(test.db, idle, FINGERPRINT, at(start, 1000))).toBeNull();
  });

  it("end 7 days after sign-in however busy", async () => {
    const busy = await createSession(test.db, FINGERPRINT, start);
    for (let hours = 4; hours < 7 * 24; hours += 4) {
      expect(await findSession(test.db, busy, FINGERPRINT, at(start, hours * HOUR)), `after ${hours} h`).not.toBeNull();
    }
    expect(await findSession(test.db, busy, FINGERPRINT, at(start, SESSION_LIMITS.maxAgeMs))).toBeNull();
  });

  it("write the idle clock at most once a minute", async () => {
    const id = await createSession(test.db, FINGERPRINT, start);
    expect((await findSession(test.db, id, FINGERPRINT, at(start, 30_000)))!.lastSeenAt).toBe(start.toISOString());
    expect((await findSession(test.db, id, FINGERPRINT, at(start, 61_000)))!.lastSeenAt).toBe(at(start, 61_000).toISOString());
  });

  it("end on sign-out for every copy of the cookie", async () => {
    const id = await createSession(test.db, FINGERPRINT, start);
    await deleteSession(test.db, id);
    expect(await findSession(test.db, id, FINGERPRINT, at(start, 1000))).toBeNull();
  });

  it("end when the password hash changes, even if it changes back", async () => {
    const id = await createSession(test.db, FINGERPRINT, start);
    expect(await findSession(test.db, id, "hash-z-wtorku", at(start, 1000))).toBeNull();
    expect(await findSession(test.db, id, FINGERPRINT, at(start, 2000))).toBeNull();
  });

  it("end everywhere at once", async () => {
    const phone = await createSession(test.db, FINGERPRINT, start);
    const laptop = await createSession(test.db, FINGERPRINT, start);
    expect(await deleteAllSessions(test.db)).toBeGreaterThanOrEqual(2);
    expect(await findSession(test.db, phone, FINGERPRINT, at(start, 1000))).toBeNull();
    expect(await findSession(test.db, laptop, FINGERPRINT, at(start, 1000))).toBeNull();
  });

  it("are cleared out once ended", async () => {
    await test.db.deleteFrom("admin_sessions").execute();
    const later = at(start, 30 * 24 * HOUR);
    const live = await createSession(test.db, FINGERPRINT, at(later, -HOUR));
    await createSession(test.db, FINGERPRINT, at(later, -9 * HOUR));
    expect(await deleteEndedSessions(test.db, later)).toBe(1);
    expect(await findSession(test.db, live, FINGERPRINT, later)).not.toBeNull();
  });
});
