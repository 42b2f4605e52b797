import { createHmac, timingSafeEqual } from "node:crypto";

/** Faster than this from page to submission is not a person typing. */
export const MIN_FILL_MS = 3000;
/** A form older than this has to be reloaded. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;
/** The name of the stamps' secret among the app's secrets (the tests sign with it too, to age a stamp instead of waiting). */
export const STAMP_SECRET_NAME = "form-stamp";

function signature(secret: string, submissionKey: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`${submissionKey}.${issuedAt}`).digest("base64url");
}

/** A time stamp issued with the form, bound to its submission key. */
export function issueStamp(secret: string, submissionKey: string, now: number = Date.now()): string {
  return `${now}.${signature(secret, submissionKey, now)}`;
}

export type StampCheck = { ok: true; tooFast: boolean } | { ok: false; reason: "missing" | "forged" | "expired" };

/** Checks that the stamp is ours, for this form, not from the future and not too old. */
export function checkStamp(secret: string, submissionKey: string, stamp: string | undefined, now: number = Date.now()): StampCheck {
  if (!stamp) return { ok: false, reason: "missing" };
  const [issuedText, given = ""] = stamp.split(".");
  const issuedAt = Number(issuedText);
  if (!Number.isSafeInteger(issuedAt)) return { ok: false, reason: "forged" };
  const expected = Buffer.from(signature(secret, submissionKey, issuedAt));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: "forged" };
  if (issuedAt > now + 60_000) return { ok: false, reason: "forged" };
  if (now - issuedAt > MAX_FORM_AGE_MS) return { ok: false, reason: "expired" };
  return { ok: true, tooFast: now - issuedAt < MIN_FILL_MS };
}
