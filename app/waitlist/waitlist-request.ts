// The waitlist form's fields and schema, checked on the server with a Polish
// message beside the field (the form posts and shows them, also without JavaScript).
import { z } from "~/lib/zod";
import { WAITLIST_EMAIL_MAX } from "./waitlist-limits";
import { WAITLIST_ERRORS } from "./waitlist.messages";

export const WAITLIST_FIELDS = ["email", "service", "day", "website", "submissionKey", "stamp", "sentBy"] as const;

/** What the visitor typed, sent back so that no failure loses it. */
export type WaitlistValues = Partial<Record<(typeof WAITLIST_FIELDS)[number], string>>;

export const waitlistRequestSchema = z.object({
  email: z
    .string({ error: WAITLIST_ERRORS.emailMissing })
    .trim()
    .min(1, WAITLIST_ERRORS.emailMissing)
    .max(WAITLIST_EMAIL_MAX, WAITLIST_ERRORS.emailTooLong)
    .pipe(z.email(WAITLIST_ERRORS.email))
    .transform((email) => email.toLowerCase()),
  service: z.string({ error: WAITLIST_ERRORS.service }).regex(/^[a-z0-9-]{1,80}$/, WAITLIST_ERRORS.service),
  day: z.string({ error: WAITLIST_ERRORS.notBookable }).regex(/^\d{4}-\d{2}-\d{2}$/, WAITLIST_ERRORS.notBookable),
  website: z.string().default(""),
  submissionKey: z.string().min(1).max(100),
  stamp: z.string().max(200).optional(),
  /** "button" when a person pressed the send button (SENT_BY_BUTTON). */
  sentBy: z.string().max(10).optional(),
});
