// "Zastosuj bon" on /rezerwacja: a gift voucher's code checked before the
// booking, so that the summary before the button says what the voucher pays
// and what is left to pay (art. 12 ust. 1 pkt 5 u.p.k.: the total price before
// the order binds). Nothing is booked; a refused code costs an attempt of the
// network's limit, as at the booking, so guessing codes stays expensive. The
// booking itself goes ahead only with the code and the price the summary showed.
import type { Kysely } from "kysely";
import type { BookingSettings } from "../../content/booking-schema";
import type { Database } from "~/db/database.server";
import { returnBookingAttempt, takeBookingAttempt } from "~/bookings/booking-rate-limit.server";
import { tooManyBookings, VOUCHER_CODE_FIELD } from "~/bookings/bookings.messages";
import { orderedPackage } from "~/bookings/package-order";
import type { BookingValues } from "~/bookings/booking-limits";
import type { AppliedVoucher, VoucherSeam, VoucherUse } from "~/bookings/voucher-seam";
import { voucherAlong } from "~/bookings/voucher-take.server";

/** The summary shown again with the voucher's effect: nothing booked yet. */
export type VoucherShown = {
  kind: "voucher";
  status: 200;
  applied: AppliedVoucher;
  values: BookingValues;
  fieldErrors: Record<string, string[]>;
  formError?: string;
  alternatives?: undefined;
};

export const appliedOf = (use: Extract<VoucherUse, { ok: true }>): AppliedVoucher =>
  use.packageSlug !== null ? { code: use.code, pays: null, toPay: 0 } : { code: use.code, pays: use.pays, toPay: use.price };

/** The hidden field's value: the code and the price to pay the summary showed. */
export const shownValue = (applied: AppliedVoucher) => `${applied.code}:${applied.toPay}`;

export const voucherShown = (values: BookingValues, applied: AppliedVoucher, formError?: string): VoucherShown => ({
  kind: "voucher",
  status: 200,
  applied,
  values: { ...values, voucherShown: shownValue(applied) },
  fieldErrors: {},
  formError,
});

type Content = {
  booking: BookingSettings;
  offer: { packages: Parameters<typeof orderedPackage>[1] };
  business: { phone: string };
};

export type VoucherCheckAnswer = VoucherShown | { kind: "refused"; status: 400 | 409 | 429; message: string };

export async function checkVoucherFirst(
  db: Kysely<Database>,
  seam: VoucherSeam,
  values: BookingValues,
  { clientAddress, content, now }: { clientAddress: string; content: Content; now: Date },
): Promise<VoucherCheckAnswer> {
  const { booking: settings, offer, business } = content;
  const service = settings.services.find((candidate) => candidate.slug === values.service);
  const code = values.voucherCode?.trim() ?? "";
  if (!service || !code) return { kind: "refused", status: 400, message: VOUCHER_CODE_FIELD.missing };
  if (service.seats > 1) return { kind: "refused", status: 400, message: seam.refusals.withSeats };
  const order = orderedPackage(service, offer.packages, values.package || null);
  if (!(await takeBookingAttempt(db, clientAddress, now))) return { kind: "refused", status: 429, message: tooManyBookings(business.phone) };
  const use = await seam.check(db, code, { service, ordered: order && { name: order.name, price: order.price } }, now);
  if (!use.ok) return { kind: "refused", status: 409, message: use.message };
  const facts = { services: settings.services, packages: offer.packages, phone: business.phone };
  const along = voucherAlong(seam, use, service, facts, order ? async () => {} : undefined, now);
  if (!along.ok) return { kind: "refused", status: 409, message: along.message };
  // A code that works is no guess: its attempt is given back.
  await returnBookingAttempt(db, clientAddress, now);
  return voucherShown(values, appliedOf(use));
}
