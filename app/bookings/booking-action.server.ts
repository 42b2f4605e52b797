// The booking form's whole server side: read and check the body, the time
// trap and the honeypot, the package ordered and the client's request to
// start it early, the limits per network and per e-mail address, the time
// still free, and the booking (with its package) made in one transaction.
import type { BookingSettings } from "../../content/booking-schema";
import { getDatabase } from "~/db/database.server";
import { BOOKING_FIELDS, type BookingValues } from "~/bookings/booking-limits";
import { bookingRequestSchema } from "~/bookings/booking-request";
import { bookSession } from "~/bookings/booking-store.server";
import { bookingToken } from "~/bookings/booking-token.server";
import { futureBookingsOf } from "~/scheduling/index.server";
import { isEmailBlocked } from "~/clients/index.server";
import { claimSlot } from "~/scheduling/index.server";
import { returnBookingAttempt, takeBookingAttempt } from "~/bookings/booking-rate-limit.server";
import { placeDescription } from "~/bookings/booking-places";
import { checkFormStamp } from "~/forms/index.server";
import { stampProblem } from "~/forms";
import { savedWithKey } from "~/forms/index.server";
import { readForm } from "~/lib/read-form.server";
import { messagesByField } from "~/lib/zod";
import { BOOKING_FORM_ERRORS, emailBlocked, tooManyBookings, tooManyFutureBookings, unavailableWithAlternatives } from "~/bookings/bookings.messages";
import type { Slot } from "~/scheduling";
import { earlyStartNeeded, PACKAGE_NOT_WITH_SEATS, PACKAGE_WITHDRAWN } from "~/bookings/contract.messages";
import { firstDayAfterWithdrawal, orderedPackage, startsWithinWithdrawal } from "~/bookings/package-order";
import { packageAlong } from "~/bookings/package-order.server";
import { servicesOfItem } from "~/packages";
import type { SeatBooker, SeatBookingAnswer } from "~/bookings/seat-booker";
import { VOUCHER_INTENT, type VoucherSeam } from "~/bookings/voucher-seam";
import { voucherAlong } from "~/bookings/voucher-take.server";
import { appliedOf, checkVoucherFirst, shownValue, voucherShown, type VoucherShown } from "~/bookings/booking-voucher-check.server";
import { VOUCHER_NOT_SHOWN, VOUCHER_REMOVED } from "~/bookings/bookings.messages";
import { onlinePartOf, payOrFree } from "~/bookings/booking-online-payment.server";
import { paymentUnavailable } from "~/bookings/booking-payment.messages";

export type BookingFailure = {
  kind: "invalid";
  status: 400 | 403 | 409 | 413 | 415 | 429 | 503;
  formError: string;
  fieldErrors: Record<string, string[]>;
  /** Everything typed, sent back so that no failure loses it. */
  values: BookingValues;
  /** When the time was taken: the nearest free ones. */
  alternatives?: Slot[];
};

/** "pay": held for its money, the provider's page next. */
export type BookingOutcome = { kind: "booked"; token: string } | { kind: "pay"; url: string } | BookingFailure | VoucherShown;

/** What the action reads of the request's content: the booking rules, the price list's packages, the trainer's phone and place, how long a block lasts. */
/** Capabilities that import bookings, handed in by the route (bookings must not import them). */
export type BookingSeams = { seats?: SeatBooker; vouchers?: VoucherSeam };

export type BookingContent = {
  booking: BookingSettings;
  offer: { packages: Parameters<typeof orderedPackage>[1] };
  business: { phone: string; address: { street: string; locality: string } };
  privacy: { blockMonths: number };
};

/**
 * The seams are capabilities that import bookings, handed in by the route:
 * `seats` books a service with places (a pair, a small group) as a seat in
 * that time's group session (groups' bookServiceSeat), `vouchers` takes a
 * gift voucher's code.
 */
export async function handleBooking(
  request: Request,
  clientAddress: string,
  content: BookingContent,
  now: Date = new Date(),
  { seats, vouchers }: BookingSeams = {},
): Promise<BookingOutcome> {
  const { booking: settings, business, privacy, offer } = content;
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

  if (values.intent === VOUCHER_INTENT && vouchers) {
    const answer = await checkVoucherFirst(await getDatabase(), vouchers, values, { clientAddress, content, now });
    return answer.kind === "voucher" ? answer : fail(answer.status, answer.message, { fieldErrors: { voucherCode: [answer.message] } });
  }
  const parsed = bookingRequestSchema.safeParse(values);
  if (!parsed.success) return fail(400, BOOKING_FORM_ERRORS.invalid, { fieldErrors: messagesByField(parsed.error) });
  const booking = parsed.data;
  const stamp = await checkFormStamp(booking.submissionKey, booking.stamp, booking.sentBy);
  if (!stamp.ok) return fail(400, stampProblem(stamp.reason));
  // A bot: no booking, and nothing that tells it why.
  if (booking.website || stamp.tooFast) return fail(400, BOOKING_FORM_ERRORS.unconfirmed);

  const service = settings.services.find((candidate) => candidate.slug === booking.service);
  if (!service) return fail(400, BOOKING_FORM_ERRORS.withdrawnService, { fieldErrors: { service: [BOOKING_FORM_ERRORS.chooseService] } });

  // A package is ordered with a session of one's own; a seat in a pair or group is booked and paid per person on its own.
  if (service.seats > 1 && booking.package) return fail(400, PACKAGE_NOT_WITH_SEATS, { fieldErrors: { package: [PACKAGE_NOT_WITH_SEATS] } });
  const order = orderedPackage(service, offer.packages, booking.package);
  if (booking.package && !order) return fail(400, PACKAGE_WITHDRAWN, { fieldErrors: { package: [PACKAGE_WITHDRAWN] } });
  const withVoucher = vouchers && booking.voucherCode ? vouchers : undefined;
  // The code taken out of the field after its summary: that summary's price no longer holds, so it is shown without it first.
  if (!booking.voucherCode && booking.voucherShown) return fail(409, VOUCHER_REMOVED, { values: { ...values, voucherShown: "" } });
  if (withVoucher && service.seats > 1) return fail(400, withVoucher.refusals.withSeats, { fieldErrors: { voucherCode: [withVoucher.refusals.withSeats] } });

  const db = await getDatabase();
  // The same form sent again (a double click, a retry): the same booking, nothing checked or made twice.
  const earlier = await savedWithKey(db, "bookings", booking.submissionKey);
  if (earlier !== undefined) return { kind: "booked", token: await bookingToken(db, earlier) };
  // A package starts within the 14 days for withdrawal only at the client's explicit request (art. 15 ust. 3).
  const startsEarly = order !== null && startsWithinWithdrawal(Date.parse(booking.start), now);
  if (startsEarly && !booking.earlyStart) {
    return fail(400, BOOKING_FORM_ERRORS.invalid, { fieldErrors: { earlyStart: [earlyStartNeeded(firstDayAfterWithdrawal(now))] } });
  }
  // The limit first: the answers below must not tell an unlimited caller which addresses are blocked.
  if (!(await takeBookingAttempt(db, clientAddress, now))) {
    return fail(429, tooManyBookings(business.phone));
  }
  // The limit counts bookings made: an attempt refused below is given back.
  const notMade = async (failure: BookingFailure) => {
    await returnBookingAttempt(db, clientAddress, now);
    return failure;
  };
  if (await isEmailBlocked(db, booking.email, privacy.blockMonths, now)) return notMade(fail(403, emailBlocked(business.phone)));
  if ((await futureBookingsOf(db, booking.email, now)) >= settings.maxFuturePerEmail) {
    return notMade(fail(409, tooManyFutureBookings({ atMost: settings.maxFuturePerEmail, phone: business.phone })));
  }
  // A code refused keeps its attempt taken: guessing codes costs the limit of bookings per network.
  const ordered = order && { name: order.name, price: order.price };
  const voucher = withVoucher && (await withVoucher.check(db, booking.voucherCode, { service, ordered }, now));
  if (voucher && !voucher.ok) return fail(409, voucher.message, { fieldErrors: { voucherCode: [voucher.message] } });
  // An amount's voucher paying the package ordered: the package is sold at what is left to pay.
  const packageMade = order
    ? packageAlong(voucher?.paysOrdered ? { ...order, price: voucher.price } : order, servicesOfItem(settings.services, order.slug), startsEarly, now)
    : undefined;
  const offerFacts = { services: settings.services, packages: offer.packages, phone: business.phone };
  const voucherTaken = voucher && voucherAlong(withVoucher!, voucher, service, offerFacts, packageMade, now);
  if (voucherTaken && !voucherTaken.ok) return fail(409, voucherTaken.message, { fieldErrors: { voucherCode: [voucherTaken.message] } });
  // The summary before the button must have said what the voucher leaves to pay: if not (or no longer), it says it now.
  if (voucher && booking.voucherShown !== shownValue(appliedOf(voucher))) {
    await returnBookingAttempt(db, clientAddress, now);
    return voucherShown(values, appliedOf(voucher), VOUCHER_NOT_SHOWN);
  }
  const used = voucher && {
    service: voucher.paysOrdered ? service : { ...service, price: voucher.price },
    note: withVoucher!.note({ code: voucher.code, amount: voucher.deducted, forPackage: voucher.packageSlug !== null }),
  };

  // Paid online at booking (the service's or the package's rule, a provider set up): the time is held for its money.
  const held = { paymentMinutes: settings.paymentMinutes };
  const online = order
    ? onlinePartOf({ payOnline: order.payOnline ?? "at_session", deposit: order.deposit }, voucher?.paysOrdered ? voucher.price : order.price, held)
    : onlinePartOf(service, (used?.service ?? service).price, held);
  const start = Date.parse(booking.start);
  const place = placeDescription(service.place, business.address);
  const notes = used ? [booking.notes, used.note].filter(Boolean).join("\n") : booking.notes;
  const person = {
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    notes,
    submissionKey: booking.submissionKey,
    reviewConsent: booking.reviewConsent === "on",
    ...(online ? { paymentHeldUntil: now.getTime() + online.minutes * 60_000 } : {}),
  };
  const companionFields = { companion: values.companion, companionName: values.companionName };
  const outcome =
    service.seats > 1
      ? asClaim(await seatBooker(seats)(db, { settings, service, start, place, person, companionFields, now }))
      : await claimSlot(db, { settings, service, start, now }, async (slot) => {
          const made = await bookSession(
            db,
            {
              service: used?.service ?? service,
              place,
              start: slot.start,
              end: slot.end,
              bufferMs: settings.bufferMinutes * 60_000,
              cancelCutoffHours: settings.cancelCutoffHours,
              ...person,
            },
            now,
            voucherTaken ? voucherTaken.take : packageMade,
          );
          return made.kind === "taken" ? "taken" : made.booking;
          // Two tabs with one code at once: the other booking took the voucher, and this one was rolled back.
        }).catch((error: unknown) => {
          if (withVoucher?.isTaken(error)) return "voucher-taken" as const;
          throw error;
        });
  if (outcome === "voucher-taken") return notMade(fail(409, withVoucher!.refusals.taken, { fieldErrors: { voucherCode: [withVoucher!.refusals.taken] } }));
  if (!outcome.ok && outcome.reason === "seats") {
    const { status, formError, fieldErrors, alternatives } = outcome;
    return notMade(fail(status, formError, { fieldErrors, alternatives }));
  }
  if (!outcome.ok) {
    const lostRace = outcome.reason === "taken";
    const message = lostRace ? BOOKING_FORM_ERRORS.justTaken : unavailableWithAlternatives(outcome.message);
    return notMade(fail(409, message, { fieldErrors: { start: [outcome.message] }, alternatives: outcome.alternatives }));
  }
  const token = await bookingToken(db, outcome.value.id);
  if (!online) return { kind: "booked", token };
  const url = await payOrFree(db, { bookingId: outcome.value.id, token, part: online }, now);
  return url ? { kind: "pay", url } : notMade(fail(503, paymentUnavailable(business.phone)));
}

function seatBooker(seats: SeatBooker | undefined): SeatBooker {
  if (!seats) throw new Error("A service with places is booked through groups' seat booker: the route passes it in.");
  return seats;
}

/** A seat's answer in claimSlot's shape: the booking made, or why not. */
function asClaim(answer: SeatBookingAnswer) {
  return answer.ok ? { ok: true as const, value: { id: answer.bookingId } } : answer;
}
