import { getDatabase } from "~/db/database.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { savedWithKey } from "~/forms/index.server";
import { env } from "~/env.server";
import { checkFormStamp } from "~/forms/index.server";
import { countLinks, ENQUIRY_FIELDS, enquirySchema, MAX_LINKS_IN_MESSAGE } from "~/enquiries/enquiry-schema";
import { serviceSlugs } from "~/enquiries/service-options";
import type { SiteContent } from "~/site-content";
import { networkOf } from "~/lib/client-network";
import { hitLimit, secondsUntil, type RateLimit } from "~/enquiries/rate-limit.server";
import { readForm } from "~/lib/read-form.server";
import { ENQUIRY_RATE_WINDOW_MINUTES } from "~/enquiries/enquiry-limits";
import { messagesByField } from "~/lib/zod";
import { ENQUIRY_FORM_ERRORS, tooManyEnquiries } from "~/enquiries/enquiries.messages";

// Built again only when the published offer changes.
let schemaForOffer: { offer: unknown; schema: ReturnType<typeof enquirySchema> } | undefined;
function enquiryServerSchema(offer: SiteContent["offer"]) {
  if (schemaForOffer?.offer !== offer) schemaForOffer = { offer, schema: enquirySchema(serviceSlugs(offer)) };
  return schemaForOffer.schema;
}
/** ENQUIRY_RATE_LIMIT enquiries per network in a window, on all instances together. */
const ENQUIRY_LIMIT: RateLimit = { name: "enquiry", limit: env.ENQUIRY_RATE_LIMIT, windowMs: ENQUIRY_RATE_WINDOW_MINUTES * 60 * 1000 };

/** What the visitor typed, sent back so that no failure loses it. */
export type EnquiryValues = Partial<Record<(typeof ENQUIRY_FIELDS)[number], string>>;

export type EnquiryOutcome =
  { kind: "saved" } | { kind: "invalid"; status: 400 | 413 | 415 | 429; formError?: string; fieldErrors: Record<string, string[]>; values: EnquiryValues };

/**
 * The contact form's whole server side: read and check the body, validate,
 * sort out spam without telling the sender, rate-limit per address, and store
 * the enquiry with its outbox row before the visitor is told it arrived.
 */
export async function handleEnquiry(request: Request, clientAddress: string, offer: SiteContent["offer"], now: Date = new Date()): Promise<EnquiryOutcome> {
  const form = await readForm(request, ENQUIRY_FIELDS);
  if (!form.ok) return { kind: "invalid", status: form.status, formError: form.message, fieldErrors: {}, values: {} };
  const values = Object.fromEntries(form.fields) as EnquiryValues;
  const fail = (status: 400 | 429, formError: string, fieldErrors: Record<string, string[]> = {}): EnquiryOutcome => ({
    kind: "invalid",
    status,
    formError,
    fieldErrors,
    values,
  });

  const parsed = enquiryServerSchema(offer).safeParse(values);
  if (!parsed.success) return fail(400, ENQUIRY_FORM_ERRORS.invalid, messagesByField(parsed.error));
  const submission = parsed.data;

  const db = await getDatabase();
  const stamp = await checkFormStamp(submission.submissionKey, submission.stamp, submission.sentBy);
  if (!stamp.ok) {
    return fail(400, stamp.reason === "expired" ? ENQUIRY_FORM_ERRORS.expired : ENQUIRY_FORM_ERRORS.unconfirmed);
  }

  // The same form sent again (a double click, a retry): the same enquiry, nothing counted or saved twice.
  if ((await savedWithKey(db, "enquiries", submission.submissionKey)) !== undefined) return { kind: "saved" };
  const hit = await hitLimit(db, ENQUIRY_LIMIT, networkOf(clientAddress), now);
  if (!hit.allowed) {
    const minutes = Math.ceil(secondsUntil(hit.lockedUntil, now) / 60);
    return fail(429, tooManyEnquiries(minutes));
  }

  const spam = Boolean(submission.website) || stamp.tooFast || countLinks(submission.message) > MAX_LINKS_IN_MESSAGE;
  await saveEnquiry(
    db,
    { name: submission.name, email: submission.email, phone: submission.phone, service: submission.service, message: submission.message },
    { submissionKey: submission.submissionKey, spam, acknowledge: env.SEND_ACKNOWLEDGEMENT },
  );
  return { kind: "saved" };
}
