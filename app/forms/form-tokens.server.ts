// The tokens every form of the site carries (the contact form, the booking
// form): a submission key that makes a resubmission the same request, and a
// time stamp signed with a secret shared by all instances (the time trap).
import { processSecret } from "~/db/app-secrets.server";
import { checkStamp, issueStamp, STAMP_SECRET_NAME, type StampCheck } from "~/forms/form-stamp.server";
import { SENT_BY_BUTTON } from "~/forms/sent-by-button";
import { newSubmissionKey } from "~/forms/submission-key.server";

export type FormTokens = { submissionKey: string; stamp: string };

// The secret never changes once created: read once per process.
const getStampSecret = processSecret(STAMP_SECRET_NAME);

/** A fresh submission key and its signed time stamp, for each rendered form. */
export async function newFormTokens(): Promise<FormTokens> {
  const secret = await getStampSecret();
  const submissionKey = newSubmissionKey();
  return { submissionKey, stamp: issueStamp(secret, submissionKey) };
}

/** The stamp checked; a form sent faster than a person types is not too fast when a person pressed its button (`sentBy`, SENT_BY_BUTTON). */
export async function checkFormStamp(submissionKey: string, stamp: string | undefined, sentBy: string | undefined): Promise<StampCheck> {
  const check = checkStamp(await getStampSecret(), submissionKey, stamp);
  return check.ok && sentBy === SENT_BY_BUTTON.value ? { ok: true, tooFast: false } : check;
}
