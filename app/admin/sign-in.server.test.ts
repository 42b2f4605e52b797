import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { hashPassword, parsePasswordHash, verifyPassword } from "./password-hash.server";
import { checkSignIn, passwordWasChecked, type Owner } from "./sign-in.server";
import { PASSWORD_CHECK_LIMITS } from "./password-check-queue.server";
import { deleteEndedLimits } from "~/enquiries/rate-limit.server";
import { clearAllAttempts, SIGN_IN_POLICIES } from "./sign-in-throttle.server";

const MINUTE = 60 * 1000;
/** Weak scrypt parameters: this suite verifies dozens of passwords. */
const FAST = { N: 1024, r: 8, p: 1 };
const PASSWORD = "Dobre hasło do panelu";
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(DIALECTS)("sign-in on %s", (dialect) => {
  let test: TestDatabase;
  let owner: Owner;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    owner = { email: "trener@example.com", passwordHash: parsePasswordHash(await hashPassword(PASSWORD, FAST)) };
  });
  afterAll(() => test.drop());

  const start = new Date("2025-03-01T08:00:00.000Z");
  let counter = 0;
  /** Each test signs in from its own address and e-mail, so that counts never carry over. */
  const nextAddress = () => `10.0.${Math.floor(++counter / 250)}.${counter % 250}`;
  const nextAccount = () => ({ ...owner, email: `konto${++counter}@example.com` });
  const attempt = (clientAddress: string, email: string, password: string, now: Date, device: string | null = null, account = owner) =>
    checkSignIn(test.db, { clientAddress, email, password, device }, account, { now });

  it("lets the owner in with either case of the e-mail", async () => {
    expect(await attempt(nextAddress(), "trener@example.com", PASSWORD, start)).toEqual({ ok: true });
    expect(await attempt(nextAddress(), " Trener@Example.com ", PASSWORD, start)).toEqual({ ok: true });
  });

  it("answers a wrong e-mail and a wrong password alike", async () => {
    const ip = nextAddress();
    expect(await attempt(ip, "ktos@example.com", PASSWORD, start)).toEqual({ ok: false, reason: "wrong" });
    expect(await attempt(ip, "trener@example.com", "złe hasło", start)).toEqual({ ok: false, reason: "wrong" });
  });

  it("locks an address for 15 minutes after 5 attempts, whatever the e-mail, even with the right password", async () => {
    const ip = nextAddress();
    for (let i = 1; i < SIGN_IN_POLICIES.address.limit; i++) {
      expect(await attempt(ip, `zgadywanie${i}@example.com`, "x", at(start, i * 1000))).toEqual({ ok: false, reason: "wrong" });
    }
    const fifth = await attempt(ip, "zgadywanie5@example.com", "x", at(start, 5000));
    expect(fifth).toEqual({ ok: false, reason: "locked", until: at(start, 5000 + 15 * MINUTE), checked: true });
    expect(await attempt(ip, "trener@example.com", PASSWORD, at(start, 10 * MINUTE))).toMatchObject({ reason: "locked" });
    expect(await attempt(nextAddress(), "trener@example.com", PASSWORD, at(start, 10 * MINUTE))).toEqual({ ok: true });
    expect(await attempt(ip, "trener@example.com", PASSWORD, at(start, 5000 + 15 * MINUTE))).toEqual({ ok: true });
  });

  it("counts the addresses of one IPv6 /64 as one", async () => {
    const prefix = `2001:db8:${++counter}:1`;
    for (let i = 1; i <= 5; i++) await attempt(`${prefix}::${i}`, `v6-${i}@example.com`, "x", at(start, i * 1000));
    expect(await attempt(`${prefix}:ffff:ffff:ffff:ffff`, "trener@example.com", PASSWORD, at(start, 6000))).toMatchObject({ reason: "locked" });
  });

  it("slows down guesses at one account from many addresses, doubling the wait each time up to an hour", async () => {
    const account = nextAccount();
    for (let i = 1; i <= 4; i++) {
      expect(await attempt(nextAddress(), account.email, "x", at(start, i * 1000), null, account)).toEqual({ ok: false, reason: "wrong" });
    }
    let now = at(start, 5000);
    expect(await attempt(nextAddress(), account.email, "x", now, null, account)).toEqual({
      ok: false,
      reason: "locked",
      until: at(now, MINUTE),
      checked: true,
    });
    expect(await attempt(nextAddress(), account.email.toUpperCase(), PASSWORD, at(now, 59_000), null, account)).toMatchObject({
      reason: "locked",
      checked: false,
    });
    let waited = 1;
    for (const waitMinutes of [2, 4, 8, 16, 32, 60, 60]) {
      now = at(now, waited * MINUTE);
      expect(await attempt(nextAddress(), account.email, "x", now, null, account)).toEqual({
        ok: false,
        reason: "locked",
        until: at(now, waitMinutes * MINUTE),
        checked: true,
      });
      waited = waitMinutes;
    }
    // The owner, on a browser that never signed in, waits too, but never over an hour.
    expect(await attempt(nextAddress(), account.email, PASSWORD, at(now, 59 * MINUTE), null, account)).toMatchObject({ reason: "locked" });
    expect(await attempt(nextAddress(), account.email, PASSWORD, at(now, 60 * MINUTE), null, account)).toEqual({ ok: true });
    // A success forgets the account's count.
    expect(await attempt(nextAddress(), account.email, "x", at(now, 61 * MINUTE), null, account)).toEqual({ ok: false, reason: "wrong" });
  });

  it("lets the owner in from a browser trusted before while strangers keep the account locked", async () => {
    const account = nextAccount();
    for (let i = 1; i <= 12; i++) await attempt(nextAddress(), account.email, "x", at(start, i * 1000), null, account);
    const now = at(start, 20_000);
    expect(await attempt(nextAddress(), account.email, PASSWORD, now, null, account)).toMatchObject({ reason: "locked" });
    expect(await attempt(nextAddress(), account.email, PASSWORD, now, "telefon-trenera-0001", account)).toEqual({ ok: true });
    // Even from an address strangers have locked.
    const lockedAddress = nextAddress();
    for (let i = 1; i <= 5; i++) await attempt(lockedAddress, `obcy${i}@example.com`, "x", now);
    expect(await attempt(lockedAddress, account.email, PASSWORD, now, "telefon-trenera-0001", account)).toEqual({ ok: true });
  });

  it("gives a trusted browser its own allowance of 5 attempts, not more", async () => {
    const device = `urzadzenie-${++counter}`;
    for (let i = 1; i <= 4; i++)
      expect(await attempt(nextAddress(), "trener@example.com", "x", at(start, i * 1000), device)).toEqual({ ok: false, reason: "wrong" });
    expect(await attempt(nextAddress(), "trener@example.com", "x", at(start, 5000), device)).toMatchObject({ reason: "locked" });
    expect(await attempt(nextAddress(), "trener@example.com", PASSWORD, at(start, 6000), device)).toMatchObject({ reason: "locked" });
  });

  it("counts attempts within 15 minutes only, and forgets them after a success", async () => {
    const ip = nextAddress();
    for (let i = 0; i < 4; i++) await attempt(ip, `okno${i}@example.com`, "x", at(start, i * MINUTE));
    // The window began at the first attempt; 16 minutes on, an attempt starts a new one.
    expect(await attempt(ip, "okno@example.com", "x", at(start, 16 * MINUTE))).toEqual({ ok: false, reason: "wrong" });
    for (let i = 0; i < 3; i++) await attempt(ip, `okno-b${i}@example.com`, "x", at(start, 17 * MINUTE));
    expect(await attempt(ip, "okno-c@example.com", "x", at(start, 18 * MINUTE))).toMatchObject({ reason: "locked" });

    const other = nextAddress();
    for (let i = 0; i < 3; i++) await attempt(other, "trener@example.com", "x", at(start, i * 1000));
    expect(await attempt(other, "trener@example.com", PASSWORD, at(start, 5000))).toEqual({ ok: true });
    expect(await attempt(other, "trener@example.com", "x", at(start, 6000))).toEqual({ ok: false, reason: "wrong" });
  });

  it("checks at most 5 passwords when 50 wrong ones arrive at once, on two instances", async () => {
    // SQLite is one server's database: a second handle in this thread would wait on the first's transaction (its instances are processes).
    const second = dialect === "postgres" ? test.open() : test.db;
    const ip = nextAddress();
    let checked = 0;
    const verify: typeof verifyPassword = async (...args) => {
      checked += 1;
      return verifyPassword(...args);
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkSignIn(i % 2 ? second : test.db, { clientAddress: ip, email: `rownolegle${i}@example.com`, password: "x", device: null }, owner, {
          now: at(start, 1000),
          verify,
        }),
      ),
    );
    expect(checked).toBeLessThanOrEqual(SIGN_IN_POLICIES.address.limit);
    expect(checked).toBeGreaterThan(0);
    // The results say the same: the unchecked ones are the refused ones.
    expect(results.filter(passwordWasChecked).length).toBe(checked);
    expect(results.filter((result) => result.ok === false && result.reason === "locked").length).toBeGreaterThanOrEqual(45);
    expect(await attempt(ip, "trener@example.com", PASSWORD, at(start, 2000))).toMatchObject({ reason: "locked" });
  });

  it("answers busy at once, without checking, when many different sign-ins arrive together", async () => {
    const ARRIVING = 40;
    // The checks hold their places until every sign-in beyond the queue's places has been answered: "together",
    // however the database spreads their arrivals (on PostgreSQL under load, arrivals slower than a check once
    // left the queue never full, and no one was told "busy").
    const queued = PASSWORD_CHECK_LIMITS.concurrency + PASSWORD_CHECK_LIMITS.maxWaiting;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    let running = 0;
    let mostAtOnce = 0;
    const verify: typeof verifyPassword = async (...args) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await held;
        return await verifyPassword(...args);
      } finally {
        running -= 1;
      }
    };
    const results = await Promise.all(
      Array.from({ length: ARRIVING }, () =>
        checkSignIn(test.db, { clientAddress: nextAddress(), email: nextAccount().email, password: "x", device: null }, owner, { now: start, verify }).then(
          (result) => {
            if (++answered === ARRIVING - queued) release();
            return result;
          },
        ),
      ),
    );
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    expect(results.filter((result) => result.ok === false && result.reason === "busy")).toHaveLength(ARRIVING - queued);
    expect(results.every((result) => result.ok === false && (result.reason === "busy" || result.reason === "wrong"))).toBe(true);
  });

  it("stores only hashes of addresses and e-mails, clears out stale counts, and lets the server's owner clear every lock", async () => {
    const rows = await test.db.selectFrom("rate_limits").select("key_hash").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => /@|10\.0\.|2001:/.test(row.key_hash))).toBe(false);
    expect(await deleteEndedLimits(test.db, at(start, 48 * 60 * MINUTE))).toBe(rows.length);

    const ip = nextAddress();
    for (let i = 1; i <= 5; i++) await attempt(ip, "trener@example.com", "x", at(start, i * 1000));
    expect(await attempt(ip, "trener@example.com", PASSWORD, at(start, 6000))).toMatchObject({ reason: "locked" });
    expect(await clearAllAttempts(test.db)).toBeGreaterThan(0);
    expect(await attempt(ip, "trener@example.com", PASSWORD, at(start, 7000))).toEqual({ ok: true });
  });
});
