import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import {
  clearLimitKeys,
  clearLimits,
  countHit,
  deleteEndedLimits,
  hitLimit,
  returnHit,
  secondsUntil,
  uncountHit,
  type LimitCount,
  type RateLimit,
} from "./rate-limit.server";

const MINUTE = 60_000;
const START = Date.parse("2027-03-01T10:00:00.000Z");
const at = (ms: number) => new Date(START + ms);

// A key's life: hits and waits on an injected clock.
const step = fc.oneof(fc.constant({ kind: "hit" as const }), fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 12 * MINUTE }) }));
const steps = fc.array(step, { maxLength: 60 });
const limits = fc.record({ limit: fc.integer({ min: 1, max: 6 }), windowMs: fc.integer({ min: 1, max: 30 }).map((minutes) => minutes * MINUTE) });

/** Runs `steps` through `hit`, returning the times of the allowed hits and of the refused ones. */
async function replay(stepsToRun: { kind: "hit" | "wait"; ms?: number }[], hit: (now: number) => Promise<boolean> | boolean) {
  let now = START;
  const allowed: number[] = [];
  const refused: number[] = [];
  for (const step of stepsToRun) {
    if (step.kind === "wait") now += step.ms!;
    else if (await hit(now)) allowed.push(now);
    else refused.push(now);
  }
  return { allowed, refused };
}

describe("countHit, the rule", () => {
  it("never lets more than `limit` hits through in a window, and refuses only while the window that filled up lasts", async () => {
    await fc.assert(
      fc.asyncProperty(limits, steps, async ({ limit, windowMs }, run) => {
        const policy: RateLimit = { name: "test", limit, windowMs };
        let count: LimitCount | undefined;
        let windowStart = 0;
        const inWindow: number[] = [];
        await replay(run, (now) => {
          const before = count;
          const next = countHit(count, policy, now);
          count = next.count;
          if (next.allowed && (!before || now >= before.windowEndsAt)) windowStart = now;
          if (next.allowed) inWindow.push(now);
          // Every hit allowed since this window started falls in it, and there are at most `limit` of them.
          const thisWindow = inWindow.filter((time) => time >= windowStart && time < windowStart + windowMs);
          expect(thisWindow.length).toBeLessThanOrEqual(limit);
          if (!next.allowed) {
            expect(thisWindow.length).toBe(limit);
            expect(count.lockedUntil).toBe(windowStart + windowMs);
            expect(now).toBeLessThan(windowStart + windowMs);
          }
          return next.allowed;
        });
      }),
    );
  });

  it("with hits given back, still keeps at most `limit` hits in a window, and refuses none while one is left", () => {
    const life = fc.array(fc.oneof(step, fc.constant({ kind: "return" as const })), { maxLength: 80 });
    fc.assert(
      fc.property(limits, life, ({ limit, windowMs }, run) => {
        const policy: RateLimit = { name: "booking", limit, windowMs };
        let count: LimitCount | undefined;
        let now = START;
        let kept = 0;
        for (const next of run) {
          if (next.kind === "wait") now += next.ms;
          else if (next.kind === "return") {
            if (!count || now >= count.windowEndsAt || kept === 0) continue;
            count = uncountHit(count, policy, now);
            kept -= 1;
          } else {
            const fresh = !count || now >= count.windowEndsAt;
            const hit = countHit(count, policy, now);
            if (fresh) kept = 0;
            // Refused only when the window holds `limit` hits kept.
            expect(hit.allowed).toBe(kept < limit);
            count = hit.count;
            if (hit.allowed) kept += 1;
            expect(count.hits).toBe(kept);
          }
        }
      }),
    );
  });

  it("counts hits in a window and tells how long to wait (5 in 10 minutes)", () => {
    const policy: RateLimit = { name: "enquiry", limit: 5, windowMs: 10 * MINUTE };
    let count: LimitCount | undefined;
    for (let i = 0; i < 5; i++) {
      const next = countHit(count, policy, START + 1_000 + i);
      expect(next.allowed).toBe(true);
      count = next.count;
    }
    const refused = countHit(count, policy, START + MINUTE);
    expect(refused.allowed).toBe(false);
    expect(secondsUntil(new Date(refused.count.lockedUntil!), at(MINUTE))).toBe(541);
    expect(countHit(count, policy, START + 601_000).allowed).toBe(true);
  });

  it("waits as long as the policy says once the limit is used, longer with each hit", () => {
    const policy: RateLimit = { name: "sign-in-account", limit: 2, windowMs: 60 * MINUTE, lockMs: (hits) => 2 ** (hits - 2) * MINUTE };
    let count = countHit(undefined, policy, START).count;
    expect(count.lockedUntil).toBeNull();
    count = countHit(count, policy, START).count;
    expect(count.lockedUntil).toBe(START + MINUTE);
    expect(countHit(count, policy, START + 30_000).allowed).toBe(false);
    count = countHit(count, policy, START + MINUTE).count;
    expect(count).toEqual({ hits: 3, windowEndsAt: START + 60 * MINUTE, lockedUntil: START + 3 * MINUTE });
  });
});

describe.each(DIALECTS)("the rate limiter on %s", (dialect) => {
  let test: TestDatabase;
  let names = 0;
  const policy = (limit: number, windowMs = 10 * MINUTE): RateLimit => ({ name: `test-${++names}`, limit, windowMs });
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("counts one key's hits however many instances take them at once, and no more than the limit get through", async () => {
    const limit = policy(5);
    // SQLite is one server's database: one handle, whose transactions take turns (a second handle in this thread would wait on the first).
    const instances = dialect === "postgres" ? [test.db, test.open(), test.open()] : [test.db, test.db, test.db];
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => hitLimit(instances[i % 3]!, limit, "203.0.113.7", at(0))));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    expect(hits.filter((hit) => !hit.allowed).map((hit) => hit.lockedUntil.getTime())).toEqual(Array(25).fill(START + 10 * MINUTE));
    expect((await hitLimit(test.db, limit, "198.51.100.1", at(0))).allowed).toBe(true);
    expect((await hitLimit(instances[1]!, limit, "203.0.113.7", at(10 * MINUTE))).allowed).toBe(true);
  });

  // Generated sequences of up to 25 hits and waits, each counted in the database: its time is the number of cases.
  it("holds the rule for any sequence of hits and waits, as countHit says", async () => {
    await fc.assert(
      fc.asyncProperty(limits, fc.array(step, { maxLength: 25 }), async ({ limit, windowMs }, run) => {
        const limitUnderTest = policy(limit, windowMs);
        const model: RateLimit = { ...limitUnderTest };
        let count: LimitCount | undefined;
        const expected = await replay(run, (now) => {
          const next = countHit(count, model, now);
          count = next.count;
          return next.allowed;
        });
        const stored = await replay(run, async (now) => (await hitLimit(test.db, limitUnderTest, "key", new Date(now))).allowed);
        expect(stored).toEqual(expected);
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  it("stores a keyed hash of the key and the limit's name, nothing with a limit of 0, and forgets what it is told to", async () => {
    const limit = policy(3);
    await hitLimit(test.db, limit, "2001:db8::/64", at(0));
    await hitLimit(test.db, { ...limit, name: "other", limit: 0 }, "192.0.2.1", at(0));
    const rows = await test.db.selectFrom("rate_limits").selectAll().where("name", "in", [limit.name, "other"]).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain("2001:db8");

    await clearLimitKeys(test.db, [{ limit, key: "2001:db8::/64" }]);
    expect(await test.db.selectFrom("rate_limits").select("key_hash").where("name", "=", limit.name).execute()).toEqual([]);
    await hitLimit(test.db, limit, "a", at(0));
    expect(await clearLimits(test.db, [limit.name])).toBe(1);
  });

  it("takes back a hit given back within its window, and nothing after it", async () => {
    const limit = policy(2);
    await hitLimit(test.db, limit, "k", at(0));
    await hitLimit(test.db, limit, "k", at(0));
    expect((await hitLimit(test.db, limit, "k", at(1))).allowed).toBe(false);
    await returnHit(test.db, limit, "k", at(2));
    expect((await hitLimit(test.db, limit, "k", at(3))).allowed).toBe(true);
    expect((await hitLimit(test.db, limit, "k", at(4))).allowed).toBe(false);
    await returnHit(test.db, limit, "k", at(10 * MINUTE));
    await returnHit(test.db, limit, "never-hit", at(0));
    const rows = await test.db.selectFrom("rate_limits").select(["hits"]).where("name", "=", limit.name).execute();
    expect(rows).toEqual([{ hits: 2 }]);
  });

  it("deletes a count once its window and its wait are both over", async () => {
    const short = policy(1, MINUTE);
    const locked = { ...policy(1, MINUTE), lockMs: () => 30 * MINUTE };
    await hitLimit(test.db, short, "a", at(0));
    await hitLimit(test.db, locked, "b", at(0));
    const left = async () =>
      (await test.db.selectFrom("rate_limits").select("name").where("name", "in", [short.name, locked.name]).execute()).map((row) => row.name);
    await deleteEndedLimits(test.db, at(MINUTE - 1));
    expect((await left()).sort()).toEqual([short.name, locked.name].sort());
    await deleteEndedLimits(test.db, at(MINUTE));
    expect(await left()).toEqual([locked.name]);
    await deleteEndedLimits(test.db, at(30 * MINUTE));
    expect(await left()).toEqual([]);
  });
});
