import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { clearLimitKeys, clearLimits, hitLimit, type LimitHit, type RateLimit } from "~/enquiries/index.server";
import { networkOf } from "~/lib/client-network";

const MINUTE = 60 * 1000;

// Sign-in attempts are counted by the site's one rate limiter: in the
// database, so every app instance sees one count, under the row's lock, so
// parallel attempts are counted one by one and never more than a policy's
// `limit` in a window get through while it waits.
export const SIGN_IN_POLICIES = {
  /** A hard limit per client network: 5 attempts, then 15 minutes' wait. */
  address: { name: "sign-in-address", limit: 5, windowMs: 15 * MINUTE, lockMs: () => 15 * MINUTE },
  /**
   * Per e-mail typed, from browsers that never signed in: 5 attempts a day,
   * then a wait that doubles with each (1, 2, 4 … minutes, at most an hour).
   * Attackers spread over many addresses get a few dozen guesses a day, and
   * the owner is never locked out for long, and not at all on a browser that
   * has signed in before.
   */
  account: { name: "sign-in-account", limit: 5, windowMs: 24 * 60 * MINUTE, lockMs: (attempts: number) => Math.min(60, 2 ** (attempts - 5)) * MINUTE },
  /** A browser the owner signed in on before keeps its own allowance, as the address limit. */
  device: { name: "sign-in-device", limit: 5, windowMs: 15 * MINUTE, lockMs: () => 15 * MINUTE },
} satisfies Record<string, RateLimit>;

export type ThrottleKey = { limit: RateLimit; key: string };

/**
 * What an attempt counts against: the owner's own browser (a trusted device)
 * alone, or else the client's network and the e-mail typed (any e-mail, so a
 * lock says nothing about which one is real).
 */
export function throttleKeys({ clientAddress, email, device }: { clientAddress: string; email: string; device: string | null }): ThrottleKey[] {
  if (device) return [{ limit: SIGN_IN_POLICIES.device, key: device }];
  return [
    { limit: SIGN_IN_POLICIES.address, key: networkOf(clientAddress) },
    { limit: SIGN_IN_POLICIES.account, key: email.trim().toLowerCase() },
  ];
}

export type AttemptTaken = LimitHit;

/**
 * Counts an attempt against every key, in order, before the password is
 * checked; the first key that is waiting refuses it. When allowed, says the
 * latest wait this attempt started (it used the last one of a window: a
 * failure is then answered as a lock).
 */
export async function takeSignInAttempt(db: Kysely<Database>, keys: ThrottleKey[], now: Date = new Date()): Promise<AttemptTaken> {
  let latest: Date | null = null;
  for (const { limit, key } of keys) {
    const taken = await hitLimit(db, limit, key, now);
    if (!taken.allowed) return taken;
    if (taken.lockedUntil && (!latest || taken.lockedUntil > latest)) latest = taken.lockedUntil;
  }
  return { allowed: true, lockedUntil: latest };
}

/** A successful sign-in wipes the slate for its keys. */
export async function clearAttempts(db: Kysely<Database>, keys: ThrottleKey[]): Promise<void> {
  await clearLimitKeys(db, keys);
}

/** `npm run admin:unlock`: forgets every sign-in count and lock, for the server's owner. */
export async function clearAllAttempts(db: Kysely<Database>): Promise<number> {
  return clearLimits(
    db,
    Object.values(SIGN_IN_POLICIES).map((policy) => policy.name),
  );
}
