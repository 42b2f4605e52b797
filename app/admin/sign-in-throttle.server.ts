import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { networkOf } from "~/lib/client-network";

const MINUTE = 60 * 1000;

/** How many sign-in attempts a key gets in its window, and how long it waits once they are used. */
export type ThrottlePolicy = {
  maxAttempts: number;
  windowMs: number;
  /** The wait after the `attempts`-th attempt of a window (attempts ≥ maxAttempts). */
  lockMs: (attempts: number) => number;
};

export const SIGN_IN_POLICIES = {
  /** A hard limit per client network: 5 attempts, then 15 minutes' wait. */
  address: { maxAttempts: 5, windowMs: 15 * MINUTE, lockMs: () => 15 * MINUTE },
  /**
   * Per e-mail typed, from browsers that never signed in: 5 attempts a day,
   * then a wait that doubles with each (1, 2, 4 … minutes, at most an hour).
   * Attackers spread over many addresses get a few dozen guesses a day, and
   * the owner is never locked out for long, and not at all on a browser that
   * has signed in before.
   */
  account: { maxAttempts: 5, windowMs: 24 * 60 * MINUTE, lockMs: (attempts: number) => Math.min(60, 2 ** (attempts - 5)) * MINUTE },
  /** A browser the owner signed in on before keeps its own allowance, as the address limit. */
  device: { maxAttempts: 5, windowMs: 15 * MINUTE, lockMs: () => 15 * MINUTE },
} satisfies Record<string, ThrottlePolicy>;

export type ThrottleKey = { hash: string; policy: ThrottlePolicy };

// Hashed, so that the table holds no addresses or e-mails.
const hashOf = (key: string) => createHash("sha256").update(key).digest("base64url");

/**
 * What an attempt counts against: the owner's own browser (a trusted device)
 * alone, or else the client's network and the e-mail typed (any e-mail, so a
 * lock says nothing about which one is real). Kept in the database, so every
 * app instance sees one count.
 */
export function throttleKeys({ clientAddress, email, device }: { clientAddress: string; email: string; device: string | null }): ThrottleKey[] {
  if (device) return [{ hash: hashOf(`device:${device}`), policy: SIGN_IN_POLICIES.device }];
  return [
    { hash: hashOf(`address:${networkOf(clientAddress)}`), policy: SIGN_IN_POLICIES.address },
    { hash: hashOf(`account:${email.trim().toLowerCase()}`), policy: SIGN_IN_POLICIES.account },
  ];
}

export type AttemptTaken =
  | { allowed: true; /** Set when this attempt used the last one of the window: a failure is then answered as a lock. */ lockedUntil: Date | null }
  | { allowed: false; lockedUntil: Date };

/** Races lost in a row before giving up; each loss means another attempt was counted. */
const MAX_RACES = 200;

/**
 * Counts one attempt against `key` before the password is checked, or
 * refuses it while the key waits. A compare-and-set on the row's count and
 * window, so parallel attempts, on one instance or several, are counted one
 * by one and never more than `maxAttempts` in a window get through.
 */
async function takeAttempt(db: Kysely<Database>, key: ThrottleKey, now: Date): Promise<AttemptTaken> {
  const { maxAttempts, windowMs, lockMs } = key.policy;
  const nowText = timestamp(now);
  for (let race = 0; race < MAX_RACES; race++) {
    const row = await db
      .selectFrom("sign_in_attempts")
      .select(["attempts", "window_started_at", "locked_until"])
      .where("key_hash", "=", key.hash)
      .executeTakeFirst();
    if (row?.locked_until && row.locked_until > nowText) return { allowed: false, lockedUntil: new Date(row.locked_until) };

    const windowOver = !row || now.getTime() - new Date(row.window_started_at).getTime() >= windowMs;
    const attempts = windowOver ? 1 : row.attempts + 1;
    const lockedUntil = attempts >= maxAttempts ? new Date(now.getTime() + lockMs(attempts)) : null;
    const values = { attempts, window_started_at: windowOver ? nowText : row.window_started_at, locked_until: lockedUntil && timestamp(lockedUntil) };

    const written = row
      ? await db
          .updateTable("sign_in_attempts")
          .set(values)
          .where("key_hash", "=", key.hash)
          .where("attempts", "=", row.attempts)
          .where("window_started_at", "=", row.window_started_at)
          .executeTakeFirst()
          .then((result) => result.numUpdatedRows > 0n)
      : await db
          .insertInto("sign_in_attempts")
          .values({ key_hash: key.hash, ...values })
          .onConflict((conflict) => conflict.column("key_hash").doNothing())
          .returning("key_hash")
          .executeTakeFirst()
          .then((inserted) => inserted !== undefined);
    if (written) return { allowed: true, lockedUntil };
  }
  // Hundreds of attempts at once on one key: an attack; refuse this one.
  return { allowed: false, lockedUntil: new Date(now.getTime() + MINUTE) };
}

/**
 * Counts an attempt against every key, in order; the first key that is
 * waiting refuses it. Returns the latest lock this attempt set when allowed.
 */
export async function takeSignInAttempt(db: Kysely<Database>, keys: ThrottleKey[], now: Date = new Date()): Promise<AttemptTaken> {
  let latest: Date | null = null;
  for (const key of keys) {
    const taken = await takeAttempt(db, key, now);
    if (!taken.allowed) return taken;
    if (taken.lockedUntil && (!latest || taken.lockedUntil > latest)) latest = taken.lockedUntil;
  }
  return { allowed: true, lockedUntil: latest };
}

/** A successful sign-in wipes the slate for its keys. */
export async function clearAttempts(db: Kysely<Database>, keys: ThrottleKey[]): Promise<void> {
  await db
    .deleteFrom("sign_in_attempts")
    .where(
      "key_hash",
      "in",
      keys.map((key) => key.hash),
    )
    .execute();
}

/** `npm run admin:unlock`: forgets every count and lock, for the server's owner. */
export async function clearAllAttempts(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("sign_in_attempts").executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets counts whose window and wait are both over (the longest window is a day). */
export async function deleteStaleAttempts(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const longestWindow = Math.max(...Object.values(SIGN_IN_POLICIES).map((policy) => policy.windowMs));
  const result = await db
    .deleteFrom("sign_in_attempts")
    .where("window_started_at", "<=", timestamp(new Date(now.getTime() - longestWindow)))
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", timestamp(now))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
