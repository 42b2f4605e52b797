// A seat's form on /zajecia/:id, its whole server side, with the booking
// form's guards (the time trap and honeypot, the submission key, the limit
// per network, blocked addresses, the cap on future bookings per address),
// then the seats taken under the session's lock (bookSeats).
import { getDatabase } from "~/db/database.server";
import { BOOKING_FORM_ERRORS, emailBlocked, tooManyBookings, tooManyFutureBookings } from "~/bookings";
import { bookingRequestSchema, bookingToken, returnBookingAttempt, takeBookingAttempt } from "~/bookings/index.server";
import { isEmailBlocked } from "~/clients/index.server";
import { stampProblem } from "~/forms";
import { checkFormStamp, savedWithKey } from "~/forms/index.server";
import { readForm } from "~/lib/read-form.server";
import { messagesByField } from "~/lib/zod";
import { futureBookingsOf } from "~/scheduling/index.server";
import { nextWithSeats, type ComingSession } from "./coming-sessions.server";
import { bookSeats } from "./group-seats.server";
import { notEnoughSeats, SESSION_CLOSED } from "./groups-public.messages";
import { companionSchema, SEAT_FIELDS, type SeatValues } from "./seat-request";

const personSchema = bookingRequestSchema.pick({
  name: true,
  email: true,
  phone: true,
  notes: true,
  website: true,
  submissionKey: true,
  stamp: true,
  sentBy: true,
});

export type SeatFailure = {
  kind: "invalid";
  status: 400 | 403 | 409 | 413 | 415 | 429;
  formError: string;
  fieldErrors: Record<string, string[]>;
  values: SeatValues;
  /** When the session is full: the next of the same title with seats enough. */
  next?: ComingSession[];
};

export type SeatBookingOutcome = { kind: "booked"; token: string } | SeatFailure;

/** What the action reads of the site's content: the booking rules and the trainer's phone. */
export type SeatContent = {
  booking: { cancelCutoffHours: number; maxFuturePerEmail: number };
  business: { phone: string };
  privacy: { blockMonths: number };
};

export async function handleSeatBooking(
  request: Request,
  clientAddress: string,
  content: SeatContent,
  session: Pick<ComingSession, "id" | "title" | "startsAt">,
  now: Date = new Date(),
): Promise<SeatBookingOutcome> {
  const { booking: settings, business, privacy } = content;
  const form = await readForm(request, SEAT_FIELDS);
  if (!form.ok) return { kind: "invalid", status: form.status, formError: form.message, fieldErrors: {}, values: {} };
  const values = Object.fromEntries(form.fields) as SeatValues;
  const fail = (status: SeatFailure["status"], formError: string, extra: Partial<SeatFailure> = {}): SeatFailure => ({
    kind: "invalid",
    status,
    formError,
    fieldErrors: {},
    values,
    ...extra,
  });

  const person = personSchema.safeParse(values);
  const companion = companionSchema.safeParse(values);
  if (!person.success || !companion.success) {
    const fieldErrors = { ...(person.success ? {} : messagesByField(person.error)), ...(companion.success ? {} : messagesByField(companion.error)) };
    return fail(400, BOOKING_FORM_ERRORS.invalid, { fieldErrors });
  }
  const seat = { ...person.data, ...companion.data };
  const stamp = await checkFormStamp(seat.submissionKey, seat.stamp, seat.sentBy);
  if (!stamp.ok) return fail(400, stampProblem(stamp.reason));
  // A bot: no booking, and nothing that tells it why.
  if (seat.website || stamp.tooFast) return fail(400, BOOKING_FORM_ERRORS.unconfirmed);

  const db = await getDatabase();
  // The same form sent again (a double tap, a retry): the same booking, nothing checked or made twice.
  const earlier = await savedWithKey(db, "bookings", seat.submissionKey);
  if (earlier !== undefined) return { kind: "booked", token: await bookingToken(db, earlier) };
  // The limit first: the answers below must not tell an unlimited caller which addresses are blocked.
  if (!(await takeBookingAttempt(db, clientAddress, now))) return fail(429, tooManyBookings(business.phone));
  const notMade = async (failure: SeatFailure) => {
    await returnBookingAttempt(db, clientAddress, now);
    return failure;
  };
  if (await isEmailBlocked(db, seat.email, privacy.blockMonths, now)) return notMade(fail(403, emailBlocked(business.phone)));
  if ((await futureBookingsOf(db, seat.email, now)) >= settings.maxFuturePerEmail) {
    return notMade(fail(409, tooManyFutureBookings({ atMost: settings.maxFuturePerEmail, phone: business.phone })));
  }

  const { name, email, phone, notes, submissionKey } = seat;
  const outcome = await bookSeats(
    db,
    session.id,
    { name, email, phone, notes, companion: seat.companion, submissionKey, cancelCutoffHours: settings.cancelCutoffHours },
    now,
  );
  if ("booking" in outcome) return { kind: "booked", token: await bookingToken(db, outcome.booking.id) };
  if (outcome.kind === "closed") return notMade(fail(409, SESSION_CLOSED));
  const wanted = seat.companion === null ? 1 : 2;
  const next = await nextWithSeats(db, session, wanted, now);
  return notMade(fail(409, notEnoughSeats({ free: outcome.free, companion: wanted === 2 }), { next }));
}
