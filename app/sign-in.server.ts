import { createHash, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db.server";
import { verifyPassword, type PasswordHash } from "~/password-hash.server";
import { clearFailures, lockedUntil, recordFailure, throttleKeys } from "~/sign-in-throttle.server";

export type SignInAttempt = { email: string; password: string; clientAddress: string };
export type Owner = { email: string; passwordHash: PasswordHash };

export type SignInResult = { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "locked"; until: Date };

const emailDigest = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest();

/**
 * Checks an attempt against the one owner account, throttled per client
 * address and per e-mail typed. Both halves of the pair are always checked,
 * the costly password hash included, so the time taken does not tell a
 * wrong e-mail from a wrong password.
 */
export async function checkSignIn(db: Kysely<Database>, attempt: SignInAttempt, owner: Owner, now: Date = new Date()): Promise<SignInResult> {
  const keys = throttleKeys(attempt.clientAddress, attempt.email);
  const locked = await lockedUntil(db, keys, now);
  if (locked) return { ok: false, reason: "locked", until: locked };

  const emailMatches = timingSafeEqual(emailDigest(attempt.email), emailDigest(owner.email));
  const passwordMatches = await verifyPassword(attempt.password, owner.passwordHash);
  if (emailMatches && passwordMatches) {
    await clearFailures(db, keys);
    return { ok: true };
  }
  const until = await recordFailure(db, keys, now);
  return until ? { ok: false, reason: "locked", until } : { ok: false, reason: "wrong" };
}
