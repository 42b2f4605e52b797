// The booking form's whole server side: read and check the body, the time
// trap and the honeypot, the limits per network and per e-mail address, the
// time still free, and the booking made in one transaction.
import { createHmac } from "node:crypto";
import type { BookingSettings } from "../../content/booking-schema";
import { processSecret } from "~/db/app-secrets.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { BOOKING_FIELDS, type BookingValues } from "~/bookings/booking-limits";
import { bookingRequestSchema } from "~/bookings/booking-request";
import { bookingBySubmissionKey, bookSession } from "~/bookings/booking-store.server";
import { bookingToken } from "~/bookings/booking-token.server";
import { bookingsFromNetworkSince, futureBookingsOf, isEmailBlocked } from "~/bookings/calendar-queries.server";
import { freeTimes, nearestSlots } from "~/bookings/free-times.server";
import { placeDescription } from "~/bookings/booking-places";
import { warsawDate } from "~/bookings/warsaw-time";
import { checkFormStamp, stampProblem } from "~/enquiries/form-tokens.server";
import { networkOf } from "~/lib/client-network";
import { readForm } from "~/lib/read-form.server";
import { messagesByField } from "~/lib/zod";
import type { Slot } from "~/bookings/availability";

const HOUR = 60 * 60_000;

export type BookingFailure = {
  kind: "invalid";
  status: 400 | 403 | 409 | 413 | 415 | 429;
  formError: string;
  fieldErrors: Record<string, string[]>;
  /** Everything typed, sent back so that no failure loses it. */
  values: BookingValues;
  /** When the time was taken: the nearest free ones. */
  alternatives?: Slot[];
};

export type BookingOutcome = { kind: "booked"; token: string } | BookingFailure;

type Business = { phone: string; address: { street: string; locality: string } };

// Networks are counted by a keyed hash: the table holds no address.
const networkKey = processSecret("booking-network");
async function networkHash(clientAddress: string): Promise<string> {
  return createHmac("sha256", await networkKey()).update(networkOf(clientAddress)).digest("base64url");
}

export async function handleBooking(
  request: Request,
  clientAddress: string,
  settings: BookingSettings,
  business: Business,
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const form = await readForm(request, BOOKING_FIELDS);
  if (!form.ok) return { kind: "invalid", status: form.status, formError: form.message, fieldErrors: {}, values: {} };
  const values = Object.fromEntries(form.fields) as BookingValues;
  const fail = (status: BookingFailure["status"], formError: string, extra: Partial<BookingFailure> = {}): BookingFailure => ({
    kind: "invalid",
    status,
    formError,
    fieldErrors: {},
    values,
    ...extra,
  });

  const parsed = bookingRequestSchema.safeParse(values);
  if (!parsed.success) return fail(400, "Popraw zaznaczone pola i wyślij ponownie.", { fieldErrors: messagesByField(parsed.error) });
  const booking = parsed.data;
  const stamp = await checkFormStamp(booking.submissionKey, booking.stamp);
  if (!stamp.ok) return fail(400, stampProblem(stamp.reason));
  // A bot: no booking, and nothing that tells it why.
  if (booking.website || stamp.tooFast) return fail(400, "Nie udało się zarezerwować terminu. Odczekaj chwilę i spróbuj ponownie.");

  const service = settings.services.find((candidate) => candidate.slug === booking.service);
  if (!service) return fail(400, "Tej usługi nie można już zarezerwować. Wybierz inną.", { fieldErrors: { service: ["Wybierz usługę z listy."] } });

  const db = await getDatabase();
  // The same form sent again (a double click, a retry): the same booking, nothing checked or made twice.
  const earlier = await bookingBySubmissionKey(db, booking.submissionKey);
  if (earlier) return { kind: "booked", token: await bookingToken(earlier.id) };
  const callUs = `zadzwoń: ${business.phone}`;
  if (await isEmailBlocked(db, booking.email)) return fail(403, `Na ten adres e-mail nie można zarezerwować terminu przez stronę. Aby się umówić, ${callUs}.`);
  const network = await networkHash(clientAddress);
  if ((await bookingsFromNetworkSince(db, network, new Date(now.getTime() - HOUR))) >= env.BOOKING_RATE_LIMIT) {
    return fail(429, `Z tego adresu zarezerwowano w ostatniej godzinie zbyt wiele terminów. Spróbuj później albo ${callUs}.`);
  }
  if ((await futureBookingsOf(db, booking.email, now)) >= settings.maxFuturePerEmail) {
    return fail(
      409,
      `Na ten adres e-mail są już zarezerwowane terminy (najwięcej ${settings.maxFuturePerEmail} naraz). Aby umówić kolejny, odwołaj jeden linkiem z e-maila albo ${callUs}.`,
    );
  }

  const start = Date.parse(booking.start);
  const days = await freeTimes(db, settings, service, now);
  const slot = days.get(warsawDate(start).toString())?.find((candidate) => candidate.start === start);
  const taken = (free: typeof days): BookingFailure =>
    fail(409, "Ten termin został właśnie zajęty. Wybierz inny — poniżej najbliższe wolne godziny.", {
      fieldErrors: { start: ["Ten termin został właśnie zajęty."] },
      alternatives: nearestSlots(free, start),
    });
  if (!slot) return taken(days);

  const outcome = await bookSession(
    db,
    {
      service,
      place: placeDescription(service.place, business.address),
      start: slot.start,
      end: slot.end,
      bufferMs: settings.bufferMinutes * 60_000,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      notes: booking.notes,
      submissionKey: booking.submissionKey,
      networkHash: network,
    },
    now,
  );
  // Claimed by another request since the times were read: read them again.
  if (outcome.kind === "taken") return taken(await freeTimes(db, settings, service, now));
  return { kind: "booked", token: await bookingToken(outcome.booking.id) };
}
