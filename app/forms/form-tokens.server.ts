// The tokens every form of the site carries (the contact form, the booking
// form): a submission key that makes a resubmission the same request, and a
// time stamp signed with a secret shared by all instances (the time trap).
import { processSecret } from "~/db/app-secrets.server";
import { checkStamp, issueStamp, STAMP_SECRET_NAME, type StampCheck } from "~/forms/form-stamp.server";
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

export async function checkFormStamp(submissionKey: string, stamp: string | undefined): Promise<StampCheck> {
  return checkStamp(await getStampSecret(), submissionKey, stamp);
}
