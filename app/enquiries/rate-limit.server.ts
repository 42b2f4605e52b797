// The site's one rate limiter: the contact form, bookings and their changes,
// sign-in and photo uploads all count here. Counts live in the database
// (rate_limits), so several instances on one PostgreSQL share them; each
// hit is counted under the row's lock, so hits at once, on one instance or
// several, are counted one by one. Keys are stored as a keyed hash: the
// table holds no address or e-mail, and the retention job deletes a row once
// its window and wait are over (deleteEndedLimits).
import { createHmac } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { databaseSecret } from "~/db/app-secrets.server";
import { timestamp, type Database } from "~/db/database.server";

export type RateLimit = {
  /** Part of every key: one network counts separately against each limit. */
  name: string;
  /** Hits allowed in a window; 0 turns the limit off (nothing is stored). */
  limit: number;
  windowMs: number;
  /**
   * The wait after the `hits`-th hit of a window (hits ≥ limit); by default
   * until the window ends, so that at most `limit` hits get through in it.
   */
  lockMs?: (hits: number) => number;
};

/** A key's count as the table holds it, in milliseconds since the epoch. */
export type LimitCount = { hits: number; windowEndsAt: number; lockedUntil: number | null };

export type LimitHit =
  | { allowed: true; /** Set when this hit used the last one of its window: the next waits until then. */ lockedUntil: Date | null }
  | { allowed: false; lockedUntil: Date };

/** The rule itself, on one key's count: whether a hit at `now` goes through, and the count after it. */
export function countHit(count: LimitCount | undefined, limit: RateLimit, now: number): { allowed: boolean; count: LimitCount } {
  if (count && count.lockedUntil !== null && count.lockedUntil > now) return { allowed: false, count };
  const fresh = !count || now >= count.windowEndsAt;
  const hits = fresh ? 1 : count.hits + 1;
  const windowEndsAt = fresh ? now + limit.windowMs : count.windowEndsAt;
  const lockedUntil = hits >= limit.limit ? (limit.lockMs ? now + limit.lockMs(hits) : windowEndsAt) : null;
  return { allowed: true, count: { hits, windowEndsAt, lockedUntil } };
}

/** A hit given back (what it was counted for did not happen): the count as if it had not been made, within its window. */
export function uncountHit(count: LimitCount, limit: RateLimit, now: number): LimitCount {
  if (now >= count.windowEndsAt || count.hits === 0) return count;
  const hits = count.hits - 1;
  return { hits, windowEndsAt: count.windowEndsAt, lockedUntil: hits >= limit.limit ? count.lockedUntil : null };
}

const countOf = (row: { hits: number; window_ends_at: string; locked_until: string | null }): LimitCount => ({
  hits: row.hits,
  windowEndsAt: Date.parse(row.window_ends_at),
  lockedUntil: row.locked_until === null ? null : Date.parse(row.locked_until),
});

const KEY_SECRET = "rate-limit-key";

async function keyHash(db: Kysely<Database>, limit: RateLimit, key: string): Promise<string> {
  return createHmac("sha256", await databaseSecret(db, KEY_SECRET))
    .update(`${limit.name}:${key}`)
    .digest("base64url");
}

/**
 * The key's row, created when missing, locked for the rest of the
 * transaction and read as committed now: an upsert that writes, so on
 * PostgreSQL it takes the row's lock (a racing insert waits for it), and on
 * SQLite the transaction holds the write lock from its first statement.
 */
async function lockedCount(trx: Transaction<Database>, hash: string, name: string, now: Date): Promise<LimitCount | undefined> {
  const row = await trx
    .insertInto("rate_limits")
    .values({ key_hash: hash, name, hits: 0, window_ends_at: timestamp(now), locked_until: null })
    .onConflict((conflict) => conflict.column("key_hash").doUpdateSet({ name }))
    .returning(["hits", "window_ends_at", "locked_until"])
    .executeTakeFirstOrThrow();
  return row.hits === 0 ? undefined : countOf(row);
}

/** Counts one hit of `key` against `limit`, or refuses it while the key waits. */
export async function hitLimit(db: Kysely<Database>, limit: RateLimit, key: string, now: Date = new Date()): Promise<LimitHit> {
  if (limit.limit <= 0) return { allowed: true, lockedUntil: null };
  const hash = await keyHash(db, limit, key);
  // A key that waits is refused on a plain read: a flood of refused hits writes nothing.
  const seen = await db.selectFrom("rate_limits").select(["hits", "window_ends_at", "locked_until"]).where("key_hash", "=", hash).executeTakeFirst();
  const waiting = seen && seen.hits > 0 ? countHit(countOf(seen), limit, now.getTime()) : undefined;
  if (waiting && !waiting.allowed) return { allowed: false, lockedUntil: new Date(waiting.count.lockedUntil!) };
  return db.transaction().execute(async (trx): Promise<LimitHit> => {
    const { allowed, count } = countHit(await lockedCount(trx, hash, limit.name, now), limit, now.getTime());
    const lockedUntil = count.lockedUntil === null ? null : new Date(count.lockedUntil);
    if (!allowed) return { allowed: false, lockedUntil: lockedUntil! };
    await trx
      .updateTable("rate_limits")
      .set({ hits: count.hits, window_ends_at: timestamp(new Date(count.windowEndsAt)), locked_until: lockedUntil && timestamp(lockedUntil) })
      .where("key_hash", "=", hash)
      .execute();
    return { allowed: true, lockedUntil };
  });
}

/** Gives back a hit counted in the current window (see uncountHit): for limits with no lockMs of their own. */
export async function returnHit(db: Kysely<Database>, limit: RateLimit, key: string, now: Date = new Date()): Promise<void> {
  if (limit.limit <= 0) return;
  const hash = await keyHash(db, limit, key);
  await db.transaction().execute(async (trx) => {
    // An update that changes nothing locks the row, as the upsert does, without making one.
    const row = await trx
      .updateTable("rate_limits")
      .set((eb) => ({ hits: eb.ref("hits") }))
      .where("key_hash", "=", hash)
      .returning(["hits", "window_ends_at", "locked_until"])
      .executeTakeFirst();
    if (!row) return;
    const before = countOf(row);
    const after = uncountHit(before, limit, now.getTime());
    await trx
      .updateTable("rate_limits")
      .set({ hits: after.hits, locked_until: after.lockedUntil === null ? null : timestamp(new Date(after.lockedUntil)) })
      .where("key_hash", "=", hash)
      .execute();
  });
}

/** Whole seconds from `now` until a refused key may try again (at least 1). */
export function secondsUntil(lockedUntil: Date, now: Date = new Date()): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

/** Forgets the counts of these keys (a successful sign-in wipes the slate). */
export async function clearLimitKeys(db: Kysely<Database>, keys: { limit: RateLimit; key: string }[]): Promise<void> {
  if (!keys.length) return;
  const hashes = await Promise.all(keys.map(({ limit, key }) => keyHash(db, limit, key)));
  await db.deleteFrom("rate_limits").where("key_hash", "in", hashes).execute();
}

/** Forgets every count of the limits named; returns how many. */
export async function clearLimits(db: Kysely<Database>, names: string[]): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("name", "in", names).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the counts whose window and wait are both over: the retention job's sweep. Returns how many. */
export async function deleteEndedLimits(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const at = timestamp(now);
  const result = await db
    .deleteFrom("rate_limits")
    .where("window_ends_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
