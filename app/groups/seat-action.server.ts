// A seat's form on /zajecia/:id, its whole server side, with the booking
// form's guards (the time trap and honeypot, the submission key, the limit
// per network, blocked addresses, the cap on future bookings per address),
// then the seats taken under the session's lock (bookSeats); a gift voucher's
// code checked first ("Zastosuj bon") and taken with the seats (seat-voucher.server.ts).
import { getDatabase } from "~/db/database.server";
import {
  BOOKING_FORM_ERRORS,
  emailBlocked,
  tooManyBookings,
  tooManyFutureBookings,
  VOUCHER_CODE_FIELD,
  VOUCHER_INTENT,
  VOUCHER_NOT_SHOWN,
  VOUCHER_REMOVED,
  type AppliedVoucher,
  type VoucherSeam,
} from "~/bookings";
import { bookingRequestSchema, bookingToken, returnBookingAttempt, shownValue, takeBookingAttempt } from "~/bookings/index.server";
import { onlinePartOf, payOrFree } from "~/bookings/index.server";
import { paymentUnavailable } from "~/bookings";
import type { BookingService } from "~content/booking-schema";
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
import { checkSeatVoucher, seatVoucherTake, summaryShowed } from "./seat-voucher.server";

const personSchema = bookingRequestSchema.pick({
  name: true,
  email: true,
  phone: true,
  notes: true,
  voucherCode: true,
  reviewConsent: true,
  website: true,
  submissionKey: true,
  stamp: true,
  sentBy: true,
});

export type SeatFailure = {
  kind: "invalid";
  status: 400 | 403 | 409 | 413 | 415 | 429 | 503;
  formError: string;
  fieldErrors: Record<string, string[]>;
  values: SeatValues;
  /** When the session is full: the next of the same title with seats enough. */
  next?: ComingSession[];
};

/** "Zastosuj bon": the code checked, nothing booked; the summary says what it pays and what is left. */
export type SeatVoucherShown = {
  kind: "voucher";
  status: 200 | 409;
  applied: AppliedVoucher;
  formError?: string;
  fieldErrors: Record<string, string[]>;
  values: SeatValues;
};

/** "pay": held for its money online (the service's rule), the provider's page next. */
export type SeatBookingOutcome = { kind: "booked"; token: string } | { kind: "pay"; url: string } | SeatFailure | SeatVoucherShown;

/** What the action reads of the site's content: the booking rules (each service's payment rule) and the trainer's phone. */
export type SeatContent = {
  booking: {
    cancelCutoffHours: number;
    maxFuturePerEmail: number;
    paymentMinutes: number | null;
    services: Pick<BookingService, "slug" | "payOnline" | "deposit">[];
  };
  business: { phone: string };
  privacy: { blockMonths: number };
};

export async function handleSeatBooking(
  request: Request,
  clientAddress: string,
  content: SeatContent,
  session: Pick<ComingSession, "id" | "title" | "startsAt" | "serviceSlug" | "price">,
  vouchers: VoucherSeam,
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

  const voucherRefused = (status: SeatFailure["status"], message: string) => fail(status, message, { fieldErrors: { voucherCode: [message] } });
  const shown = (applied: AppliedVoucher, formError?: string): SeatVoucherShown => ({
    kind: "voucher",
    status: formError ? 409 : 200,
    applied,
    formError,
    fieldErrors: {},
    values: { ...values, voucherShown: shownValue(applied) },
  });
  const code = values.voucherCode?.trim() ?? "";
  const seatsPriced = { ...session, wanted: values.companion === "on" ? 2 : 1 };
  if (values.intent === VOUCHER_INTENT) {
    const db = await getDatabase();
    if (!code) return voucherRefused(400, VOUCHER_CODE_FIELD.missing);
    // A refused code costs an attempt of the network's limit, as at the booking, so guessing codes stays expensive.
    if (!(await takeBookingAttempt(db, clientAddress, now))) return fail(429, tooManyBookings(business.phone));
    const checked = await checkSeatVoucher(db, vouchers, code, seatsPriced, now);
    if (!checked.ok) return voucherRefused(409, checked.message);
    await returnBookingAttempt(db, clientAddress, now);
    return shown(checked.applied);
  }

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
  const notMade = async <Answer extends SeatFailure | SeatVoucherShown>(failure: Answer) => {
    await returnBookingAttempt(db, clientAddress, now);
    return failure;
  };
  if (await isEmailBlocked(db, seat.email, privacy.blockMonths, now)) return notMade(fail(403, emailBlocked(business.phone)));
  if ((await futureBookingsOf(db, seat.email, now)) >= settings.maxFuturePerEmail) {
    return notMade(fail(409, tooManyFutureBookings({ atMost: settings.maxFuturePerEmail, phone: business.phone })));
  }
  if (!code && values.voucherShown) return notMade(fail(409, VOUCHER_REMOVED, { values: { ...values, voucherShown: "" } }));
  const voucher = code ? await checkSeatVoucher(db, vouchers, code, seatsPriced, now) : undefined;
  if (voucher && !voucher.ok) return notMade(voucherRefused(409, voucher.message));
  // The summary before the button must have said what the voucher leaves to pay: if not (or no longer), it says it now.
  if (voucher && !summaryShowed(values.voucherShown, voucher.applied)) return notMade(shown(voucher.applied, VOUCHER_NOT_SHOWN));

  // Paid online at booking (the session's service's rule, a provider set up): the seats are held for their money.
  const service = settings.services.find((candidate) => candidate.slug === session.serviceSlug);
  const online = service
    ? onlinePartOf(service, voucher ? voucher.applied.toPay : session.price * seatsPriced.wanted, { paymentMinutes: settings.paymentMinutes })
    : null;
  const { name, email, phone, notes, submissionKey } = seat;
  const asked = {
    name,
    email,
    phone,
    notes,
    companion: seat.companion,
    submissionKey,
    cancelCutoffHours: settings.cancelCutoffHours,
    reviewConsent: seat.reviewConsent === "on",
    ...(online ? { paymentHeldUntil: now.getTime() + online.minutes * 60_000 } : {}),
  };
  const taken = voucher && seatVoucherTake(vouchers, voucher.use, now);
  const outcome = await bookSeats(db, session.id, { ...asked, voucher: taken }, now).catch((error: unknown) => {
    // Two tabs with one code at once: the other booking took the voucher, and this one was rolled back.
    if (vouchers.isTaken(error)) return "voucher-taken" as const;
    throw error;
  });
  if (outcome === "voucher-taken") return notMade(voucherRefused(409, vouchers.refusals.taken));
  if ("booking" in outcome) {
    const token = await bookingToken(db, outcome.booking.id);
    if (!online) return { kind: "booked", token };
    const url = await payOrFree(db, { bookingId: outcome.booking.id, token, part: online }, now);
    return url ? { kind: "pay", url } : notMade(fail(503, paymentUnavailable(business.phone)));
  }
  if (outcome.kind === "closed") return notMade(fail(409, SESSION_CLOSED));
  const wanted = seat.companion === null ? 1 : 2;
  const next = await nextWithSeats(db, session, wanted, now);
  return notMade(fail(409, notEnoughSeats({ free: outcome.free, companion: wanted === 2 }), { next }));
}
