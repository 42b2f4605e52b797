// The waitlist form's server side: read and check the body, the time trap and
// the honeypot, the network's limit (the site's one rate limiter), that the
// day is still a full working day within the horizon (or, for a group
// session's seat, that the session is full), then the entry: pending
// until its address is confirmed, unless it is the signed-in client's own.
import type { BookingSettings } from "~content/booking-schema";
import { getDatabase } from "~/db/database.server";
import { hitLimit, returnHit, type RateLimit } from "~/enquiries/index.server";
import { env } from "~/env.server";
import { stampProblem } from "~/forms";
import { checkFormStamp } from "~/forms/index.server";
import { networkOf } from "~/lib/client-network";
import { readForm } from "~/lib/read-form.server";
import { messagesByField } from "~/lib/zod";
import { cardOfEmail } from "~/notifications/index.server";
import { freeAndFullDays } from "~/scheduling/index.server";
import { WAITLIST_FIELDS, waitlistRequestSchema, type WaitlistValues } from "./waitlist-request";
import { joinWaitlist } from "./waitlist-store.server";
import { tooManyWaitlistSignUps, WAITLIST_ERRORS } from "./waitlist.messages";
import { SEAT_WAITLIST } from "./waitlist-seat-form.messages";

/** How long the limit's window lasts: the booking's, as the privacy policy states it for both. */
export const WAITLIST_RATE_WINDOW_MINUTES = 60;

const WAITLIST_LIMIT: RateLimit = { name: "waitlist", limit: env.BOOKING_RATE_LIMIT, windowMs: WAITLIST_RATE_WINDOW_MINUTES * 60_000 };

export type WaitlistFailure = {
  kind: "invalid";
  status: 400 | 409 | 413 | 415 | 429;
  formError: string;
  fieldErrors: Record<string, string[]>;
  values: WaitlistValues;
};

export type WaitlistOutcome = { kind: "joined"; email: string; day: string } | WaitlistFailure;

/** A full group session's seat waited for (its page, /zajecia/:id): its day and service are the session's, whatever the form says. */
export type SeatWaited = { sessionId: number; day: string; serviceSlug: string; full: boolean };

export async function handleWaitlist(
  request: Request,
  clientAddress: string,
  content: { booking: BookingSettings; business: { phone: string } },
  /** `signedInClient`: the client signed in at /moje-treningi on this device, whose card's own address needs no link. */
  { signedInClient = null, now = new Date(), seat }: { signedInClient?: number | null; now?: Date; seat?: SeatWaited } = {},
): Promise<WaitlistOutcome> {
  const form = await readForm(request, WAITLIST_FIELDS);
  if (!form.ok) return { kind: "invalid", status: form.status, formError: form.message, fieldErrors: {}, values: {} };
  const values = Object.fromEntries(form.fields) as WaitlistValues;
  const fail = (status: WaitlistFailure["status"], formError: string, fieldErrors: Record<string, string[]> = {}): WaitlistFailure => ({
    kind: "invalid",
    status,
    formError,
    fieldErrors,
    values,
  });
  const parsed = waitlistRequestSchema.safeParse(values);
  if (!parsed.success) return fail(400, WAITLIST_ERRORS.invalid, messagesByField(parsed.error));
  const entry = parsed.data;
  const stamp = await checkFormStamp(entry.submissionKey, entry.stamp, entry.sentBy);
  if (!stamp.ok) return fail(400, stampProblem(stamp.reason));
  // A bot: nothing saved, and nothing that tells it why.
  if (entry.website || stamp.tooFast) return fail(400, WAITLIST_ERRORS.unconfirmed);
  const service = seat ? { slug: seat.serviceSlug } : content.booking.services.find((candidate) => candidate.slug === entry.service);
  if (!service) return fail(400, WAITLIST_ERRORS.service);
  const day = seat?.day ?? entry.day;

  const db = await getDatabase();
  const key = networkOf(clientAddress);
  if (!(await hitLimit(db, WAITLIST_LIMIT, key, now)).allowed) return fail(429, tooManyWaitlistSignUps(content.business.phone));
  const refusal = seat ? (seat.full ? null : SEAT_WAITLIST.seatsFree) : await dayRefusal(db, content.booking, service.slug, day, now);
  if (refusal) {
    await returnHit(db, WAITLIST_LIMIT, key, now);
    return fail(409, refusal);
  }
  // The answer is the same either way: nothing on the page tells whether the address is a client's.
  const proved = signedInClient !== null && (await cardOfEmail(db, entry.email)) === signedInClient;
  await joinWaitlist(db, { day, serviceSlug: service.slug, email: entry.email, submissionKey: entry.submissionKey, groupSessionId: seat?.sessionId }, now, {
    proved,
  });
  return { kind: "joined", email: entry.email, day };
}

/** Why a day cannot be waited for: free times left, or not bookable at all; null when it is full. */
async function dayRefusal(
  db: Awaited<ReturnType<typeof getDatabase>>,
  settings: BookingSettings,
  slug: string,
  day: string,
  now: Date,
): Promise<string | null> {
  const service = settings.services.find((candidate) => candidate.slug === slug)!;
  const { free, full } = await freeAndFullDays(db, settings, service, now);
  if (full.includes(day)) return null;
  return free.has(day) ? WAITLIST_ERRORS.notFull : WAITLIST_ERRORS.notBookable;
}
