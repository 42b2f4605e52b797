import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../tests/support/test-database";
import { hashPassword, parsePasswordHash } from "./password-hash.server";
import { checkSignIn, type Owner } from "./sign-in.server";
import { deleteStaleFailures, SIGN_IN_THROTTLE } from "./sign-in-throttle.server";

const MINUTE = 60 * 1000;
/** Weak scrypt parameters: this suite verifies dozens of passwords. */
const FAST = { N: 1024, r: 8, p: 1 };
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(DIALECTS)("sign-in on %s", (dialect) => {
  let test: TestDatabase;
  let owner: Owner;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    owner = { email: "trener@example.com", passwordHash: parsePasswordHash(await hashPassword("Dobre hasło do panelu", FAST)) };
  });
  afterAll(() => test.drop());

  const start = new Date("2025-03-01T08:00:00.000Z");
  let address = 0;
  /** Each test signs in from its own address, so that counts never carry over. */
  const nextAddress = () => `10.0.0.${++address}`;
  const attempt = (clientAddress: string, email: string, password: string, now: Date) =>
    checkSignIn(test.db, { clientAddress, email, password }, owner, now);

  it("lets the owner in with either case of the e-mail", async () => {
    expect(await attempt(nextAddress(), "trener@example.com", "Dobre hasło do panelu", start)).toEqual({ ok: true });
    expect(await attempt(nextAddress(), " Trener@Example.com ", "Dobre hasło do panelu", start)).toEqual({ ok: true });
  });

  it("answers a wrong e-mail and a wrong password alike", async () => {
    const ip = nextAddress();
    expect(await attempt(ip, "ktos@example.com", "Dobre hasło do panelu", start)).toEqual({ ok: false, reason: "wrong" });
    expect(await attempt(ip, "trener@example.com", "złe hasło", start)).toEqual({ ok: false, reason: "wrong" });
  });

  it("locks an address for 15 minutes after 5 failures, whatever the e-mail, even with the right password", async () => {
    const ip = nextAddress();
    for (let i = 1; i < SIGN_IN_THROTTLE.maxFailures; i++) {
      expect(await attempt(ip, `zgadywanie${i}@example.com`, "x", at(start, i * 1000))).toEqual({ ok: false, reason: "wrong" });
    }
    const fifth = await attempt(ip, "zgadywanie5@example.com", "x", at(start, 5000));
    expect(fifth).toEqual({ ok: false, reason: "locked", until: at(start, 5000 + SIGN_IN_THROTTLE.lockMs) });
    expect(await attempt(ip, "trener@example.com", "Dobre hasło do panelu", at(start, 10 * MINUTE))).toMatchObject({ reason: "locked" });
    expect(await attempt(nextAddress(), "trener@example.com", "Dobre hasło do panelu", at(start, 10 * MINUTE))).toEqual({ ok: true });
    expect(await attempt(ip, "trener@example.com", "Dobre hasło do panelu", at(start, 5000 + 15 * MINUTE))).toEqual({ ok: true });
  });

  it("locks an account for 15 minutes after 5 failures from any addresses", async () => {
    const email = "konto@example.com";
    for (let i = 1; i <= SIGN_IN_THROTTLE.maxFailures; i++) await attempt(nextAddress(), email, "x", at(start, i * 1000));
    expect(await attempt(nextAddress(), email, "x", at(start, 6000))).toMatchObject({ reason: "locked" });
    expect(await attempt(nextAddress(), email.toUpperCase(), "x", at(start, 6000))).toMatchObject({ reason: "locked" });
    expect(await attempt(nextAddress(), email, "x", at(start, 5000 + 15 * MINUTE))).toEqual({ ok: false, reason: "wrong" });
  });

  it("locks the owner's account too, and lets them in once the lock is over", async () => {
    const fresh = { ...owner, email: "wlasciciel@example.com" };
    const ownerAttempt = (password: string, now: Date) =>
      checkSignIn(test.db, { clientAddress: nextAddress(), email: fresh.email, password }, fresh, now);
    for (let i = 1; i <= SIGN_IN_THROTTLE.maxFailures; i++) await ownerAttempt("x", at(start, i * 1000));
    expect(await ownerAttempt("Dobre hasło do panelu", at(start, 14 * MINUTE))).toMatchObject({ reason: "locked" });
    expect(await ownerAttempt("Dobre hasło do panelu", at(start, 21 * MINUTE))).toEqual({ ok: true });
  });

  it("counts failures within 15 minutes only, and forgets them after a success", async () => {
    const ip = nextAddress();
    const email = "okno@example.com";
    for (let i = 0; i < 4; i++) await attempt(ip, email, "x", at(start, i * MINUTE));
    // The window began at the first failure; 16 minutes on, a failure starts a new one.
    expect(await attempt(ip, email, "x", at(start, 16 * MINUTE))).toEqual({ ok: false, reason: "wrong" });
    for (let i = 0; i < 3; i++) await attempt(ip, email, "x", at(start, 17 * MINUTE));
    expect(await attempt(ip, email, "x", at(start, 18 * MINUTE))).toMatchObject({ reason: "locked" });

    const other = nextAddress();
    for (let i = 0; i < 4; i++) await attempt(other, "trener@example.com", "x", at(start, i * 1000));
    expect(await attempt(other, "trener@example.com", "Dobre hasło do panelu", at(start, 5000))).toEqual({ ok: true });
    expect(await attempt(other, "trener@example.com", "x", at(start, 6000))).toEqual({ ok: false, reason: "wrong" });
  });

  it("keeps the count when parallel attempts race", async () => {
    const ip = nextAddress();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attempt(ip, `rownolegle${i}@example.com`, "x", at(start, 1000))),
    );
    expect(results.filter((result) => result.ok === false && result.reason === "locked").length).toBeGreaterThanOrEqual(4);
    expect(await attempt(ip, "trener@example.com", "Dobre hasło do panelu", at(start, 2000))).toMatchObject({ reason: "locked" });
  });

  it("stores only hashes of addresses and e-mails, and clears out stale counts", async () => {
    const rows = await test.db.selectFrom("sign_in_failures").select("key_hash").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => /@|10\.0\.0\./.test(row.key_hash))).toBe(false);
    expect(await deleteStaleFailures(test.db, at(start, 60 * MINUTE))).toBe(rows.length);
  });
});
