// The sign-in form's server side: the address, the time trap and the honeypot,
// the limits per network and per address, then the link (sent only to an
// address a card has). Every outcome but a form to fix answers alike.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { checkFormStamp } from "~/forms/index.server";
import { stampProblem } from "~/forms";
import { hitLimit, secondsUntil, type RateLimit } from "~/enquiries/index.server";
import { env } from "~/env.server";
import { networkOf } from "~/lib/client-network";
import { mailboxKey } from "~/lib/mailbox-key";
import { z } from "~/lib/zod";
import { EMAIL_PROBLEMS, tooManyLinks } from "./client-account.messages";
import { AFTER_SIGN_IN_PARAM, afterSignIn } from "./after-sign-in";
import { sendSignInLink } from "./sign-in-links.server";

const MAX_EMAIL = 254;
const HOUR_MS = 60 * 60_000;

/** Per network: as many as the contact form allows; per address: a few an hour, so no one floods a mailbox. */
const NETWORK_LIMIT: RateLimit = { name: "client-link-network", limit: env.ENQUIRY_RATE_LIMIT, windowMs: HOUR_MS };
const ADDRESS_LIMIT: RateLimit = { name: "client-link-address", limit: 3, windowMs: HOUR_MS };

const emailSchema = z
  .string({ error: EMAIL_PROBLEMS.missing })
  .trim()
  .min(1, EMAIL_PROBLEMS.missing)
  .max(MAX_EMAIL, EMAIL_PROBLEMS.tooLong)
  .pipe(z.email(EMAIL_PROBLEMS.invalid));

export type LinkRequestOutcome =
  { kind: "sent" } | { kind: "invalid"; email: string; fieldError?: string; formError?: string } | { kind: "rate-limited"; email: string; formError: string };

/** `form`: the sign-in form's fields (email, submissionKey, stamp, website), read by the page's action. */
export async function requestSignInLink(
  db: Kysely<Database>,
  form: URLSearchParams,
  clientAddress: string,
  now: Date = new Date(),
): Promise<LinkRequestOutcome> {
  const typed = form.get("email") ?? "";
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) return { kind: "invalid", email: typed, fieldError: parsed.error.issues[0]?.message ?? EMAIL_PROBLEMS.invalid };
  const stamp = await checkFormStamp(form.get("submissionKey") ?? "", form.get("stamp") ?? undefined, form.get("sentBy") ?? undefined);
  if (!stamp.ok) return { kind: "invalid", email: typed, formError: stampProblem(stamp.reason) };
  // A bot: the same answer as anyone's, and nothing sent.
  if (form.get("website") || stamp.tooFast) return { kind: "sent" };
  for (const [limit, key] of [
    [NETWORK_LIMIT, networkOf(clientAddress)],
    [ADDRESS_LIMIT, mailboxKey(parsed.data)],
  ] as const) {
    const hit = await hitLimit(db, limit, key, now);
    if (!hit.allowed) return { kind: "rate-limited", email: typed, formError: tooManyLinks(Math.ceil(secondsUntil(hit.lockedUntil, now) / 60)) };
  }
  await sendSignInLink(db, parsed.data, now, afterSignIn(form.get(AFTER_SIGN_IN_PARAM)));
  return { kind: "sent" };
}
