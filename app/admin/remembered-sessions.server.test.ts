import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { createSession, deleteEndedSessions, deleteSessionByHash, findSession, listSessions, SESSION_LIMITS } from "./admin-sessions.server";

const DAY = 24 * 60 * 60 * 1000;
const FINGERPRINT = "hash-z-wtorku";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(DIALECTS)("remembered devices on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const start = new Date("2026-03-02T07:00:00.000Z");
  const remembered = { remembered: true, userAgent: ANDROID };

  it("stay signed in while used, past the 7 days of an ordinary session, and end 90 days after the last use", async () => {
    const phone = await createSession(test.db, FINGERPRINT, start, remembered);
    const laptop = await createSession(test.db, FINGERPRINT, start);
    // Used every week within its year: never asked to sign in again.
    for (let week = 1; week <= 52; week++) {
      expect(await findSession(test.db, phone, FINGERPRINT, at(start, week * 7 * DAY)), `week ${week}`).toMatchObject({ remembered: true });
    }
    expect(await findSession(test.db, laptop, FINGERPRINT, at(start, 8 * DAY))).toBeNull();
    const away = at(start, 10 * DAY + 2 * SESSION_LIMITS.rememberedIdleMs);
    const resting = await createSession(test.db, FINGERPRINT, at(start, 10 * DAY), remembered);
    expect(await findSession(test.db, resting, FINGERPRINT, at(start, 10 * DAY + SESSION_LIMITS.rememberedIdleMs - 1000))).not.toBeNull();
    expect(await findSession(test.db, resting, FINGERPRINT, away)).toBeNull();
  });

  it("are listed with their browser and end, and a listed one is signed out by its hash", async () => {
    const later = at(start, 400 * DAY);
    const phone = await createSession(test.db, FINGERPRINT, later, remembered);
    await createSession(test.db, FINGERPRINT, at(later, 1000), { remembered: false, userAgent: "x".repeat(5000) });
    await createSession(test.db, "an-older-password", later, remembered);
    const listed = await listSessions(test.db, FINGERPRINT, at(later, 2000));
    expect(listed.map((session) => session.remembered)).toEqual([false, true]);
    expect(listed[0]!.userAgent).toHaveLength(300);
    expect(listed[1]).toMatchObject({ userAgent: ANDROID, endsAt: at(later, SESSION_LIMITS.rememberedIdleMs) });
    expect(listed[0]!.endsAt).toEqual(at(later, 1000 + SESSION_LIMITS.idleMs));

    expect(await deleteSessionByHash(test.db, listed[1]!.idHash)).toBe(true);
    expect(await findSession(test.db, phone, FINGERPRINT, at(later, 3000))).toBeNull();
    expect(await deleteSessionByHash(test.db, listed[1]!.idHash)).toBe(false);
  });

  it("are kept by the sweep of ended sessions until 90 days without use", async () => {
    const sweepStart = at(start, 900 * DAY);
    await test.db.deleteFrom("admin_sessions").execute();
    const phone = await createSession(test.db, FINGERPRINT, sweepStart, remembered);
    await createSession(test.db, FINGERPRINT, sweepStart);
    expect(await deleteEndedSessions(test.db, at(sweepStart, 30 * DAY))).toBe(1);
    expect(await findSession(test.db, phone, FINGERPRINT, at(sweepStart, 30 * DAY))).not.toBeNull();
    expect(await deleteEndedSessions(test.db, at(sweepStart, 30 * DAY + SESSION_LIMITS.rememberedIdleMs))).toBe(1);
  });

  it("sign in again a year after signing in, however often used (ASVS 3.3.2)", async () => {
    const signedIn = at(start, 2000 * DAY);
    await test.db.deleteFrom("admin_sessions").execute();
    const phone = await createSession(test.db, FINGERPRINT, signedIn, remembered);
    // Used every day: each use slides the 90 days, never past the year.
    for (let day = 1; day < 365; day++) expect(await findSession(test.db, phone, FINGERPRINT, at(signedIn, day * DAY)), `day ${day}`).not.toBeNull();
    const [listed] = await listSessions(test.db, FINGERPRINT, at(signedIn, 364 * DAY));
    expect(listed!.endsAt).toEqual(at(signedIn, SESSION_LIMITS.rememberedMaxAgeMs));
    expect(await findSession(test.db, phone, FINGERPRINT, at(signedIn, SESSION_LIMITS.rememberedMaxAgeMs - 1000))).not.toBeNull();
    expect(await findSession(test.db, phone, FINGERPRINT, at(signedIn, SESSION_LIMITS.rememberedMaxAgeMs))).toBeNull();
    expect(SESSION_LIMITS.rememberedMaxAgeMs).toBe(365 * DAY);

    const swept = await createSession(test.db, FINGERPRINT, signedIn, remembered);
    for (let day = 30; day < 365; day += 30) await findSession(test.db, swept, FINGERPRINT, at(signedIn, day * DAY));
    expect(await deleteEndedSessions(test.db, at(signedIn, SESSION_LIMITS.rememberedMaxAgeMs - 1000))).toBe(0);
    expect(await deleteEndedSessions(test.db, at(signedIn, SESSION_LIMITS.rememberedMaxAgeMs))).toBe(1);
  });
});
