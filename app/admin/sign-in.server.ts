import { createHash, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { createPasswordCheckQueue } from "~/admin/password-check-queue.server";
import { verifyPassword, type PasswordHash } from "~/admin/password-hash.server";
import { clearAttempts, takeSignInAttempt, throttleKeys } from "~/admin/sign-in-throttle.server";

export type SignInAttempt = {
  email: string;
  password: string;
  clientAddress: string;
  /** The browser's trusted-device id, when the owner has signed in on it before. */
  device: string | null;
};
export type Owner = { email: string; passwordHash: PasswordHash };

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: "wrong" }
  /** `checked`: whether this attempt's password was checked (the last one a window allows) or refused unchecked. */
  | { ok: false; reason: "locked"; until: Date; checked: boolean }
  /** Too many password checks under way: try again in a few seconds. */
  | { ok: false; reason: "busy" };

/** Whether the attempt's password was checked at all: what the limits bound. */
export const passwordWasChecked = (result: SignInResult) => result.ok || result.reason === "wrong" || (result.reason === "locked" && result.checked);

const emailDigest = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest();

const passwordChecks = createPasswordCheckQueue();

/**
 * Checks an attempt against the one owner account. The attempt is counted
 * first (see sign-in-throttle.server.ts), so however many arrive at once, no
 * more passwords are checked than the limits allow. Both halves of the pair
 * are always checked, the costly password hash included, so the time taken
 * does not tell a wrong e-mail from a wrong password.
 */
export async function checkSignIn(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  owner: Owner,
  { now = new Date(), verify = verifyPassword }: { now?: Date; verify?: typeof verifyPassword } = {},
): Promise<SignInResult> {
  const keys = throttleKeys(attempt);
  const taken = await takeSignInAttempt(db, keys, now);
  if (!taken.allowed) return { ok: false, reason: "locked", until: taken.lockedUntil, checked: false };

  const check = passwordChecks.run(() => verify(attempt.password, owner.passwordHash));
  if (!check) return { ok: false, reason: "busy" };
  const emailMatches = timingSafeEqual(emailDigest(attempt.email), emailDigest(owner.email));
  const passwordMatches = await check;
  if (emailMatches && passwordMatches) {
    await clearAttempts(db, keys);
    return { ok: true };
  }
  return taken.lockedUntil ? { ok: false, reason: "locked", until: taken.lockedUntil, checked: true } : { ok: false, reason: "wrong" };
}
