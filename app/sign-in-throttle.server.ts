import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { timestamp, type Database } from "~/db.server";

export const SIGN_IN_THROTTLE = {
  /** This many failures within the window… */
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  /** …lock the address or the account for this long. */
  lockMs: 15 * 60 * 1000,
};

/**
 * What failed sign-ins are counted against: the client's address and the
 * e-mail typed (any e-mail, so a lock says nothing about which one is real).
 * Kept in the database, hashed, so that every app instance sees one count
 * and the table holds no addresses.
 */
export function throttleKeys(clientAddress: string, email: string): string[] {
  const hash = (key: string) => createHash("sha256").update(key).digest("base64url");
  return [hash(`address:${clientAddress}`), hash(`account:${email.trim().toLowerCase()}`)];
}

/** When the latest lock on any of the keys ends, or null when none is locked. */
export async function lockedUntil(db: Kysely<Database>, keys: string[], now: Date = new Date()): Promise<Date | null> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.max("locked_until").as("until"))
    .where("key_hash", "in", keys)
    .where("locked_until", ">", timestamp(now))
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : null;
}

/**
 * Counts a failure against each key, in one statement per key so that
 * parallel attempts cannot slip past the count. Returns when the keys are
 * now locked until, or null when they are not.
 */
export async function recordFailure(db: Kysely<Database>, keys: string[], now: Date = new Date()): Promise<Date | null> {
  const nowText = timestamp(now);
  const windowStart = timestamp(new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs));
  const lockEnd = timestamp(new Date(now.getTime() + SIGN_IN_THROTTLE.lockMs));
  const windowOver = sql<boolean>`sign_in_failures.window_started_at <= ${windowStart}`;
  let locked: Date | null = null;
  for (const key of keys) {
    const row = await db
      .insertInto("sign_in_failures")
      .values({ key_hash: key, failures: 1, window_started_at: nowText, locked_until: null })
      .onConflict((conflict) =>
        conflict.column("key_hash").doUpdateSet({
          failures: sql<number>`case when ${windowOver} then 1 else sign_in_failures.failures + 1 end`,
          window_started_at: sql<string>`case when ${windowOver} then ${nowText} else sign_in_failures.window_started_at end`,
          locked_until: sql<string | null>`case when not (${windowOver}) and sign_in_failures.failures + 1 >= ${SIGN_IN_THROTTLE.maxFailures} then ${lockEnd} else sign_in_failures.locked_until end`,
        }),
      )
      .returning("locked_until")
      .executeTakeFirstOrThrow();
    if (row.locked_until && row.locked_until > nowText) locked = new Date(row.locked_until);
  }
  return locked;
}

/** A successful sign-in wipes the slate for its address and account. */
export async function clearFailures(db: Kysely<Database>, keys: string[]): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("key_hash", "in", keys).execute();
}

/** Forgets counts whose window and lock are both over. */
export async function deleteStaleFailures(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const windowStart = timestamp(new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs));
  const result = await db
    .deleteFrom("sign_in_failures")
    .where("window_started_at", "<=", windowStart)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", timestamp(now))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
