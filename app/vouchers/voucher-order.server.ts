// The order form of /bon-podarunkowy, its whole server side, with the booking
// form's guards (the time trap and honeypot, the submission key, the limit per
// network, blocked addresses), then the voucher stored once with its messages.
import { getDatabase } from "~/db/database.server";
import { bookingRequestSchema, returnBookingAttempt, takeBookingAttempt } from "~/bookings/index.server";
import { isEmailBlocked } from "~/clients/index.server";
import { stampProblem } from "~/forms";
import { checkFormStamp, savedWithKey } from "~/forms/index.server";
import { readForm } from "~/lib/read-form.server";
import { messagesByField } from "~/lib/zod";
import type { SiteContent } from "~/site-content";
import { vouchersOnSale } from "./voucher-offers";
import { voucherPaymentFacts } from "./voucher-payment";
import { VOUCHER_FIELDS, voucherChoiceSchema, type VoucherValues } from "./voucher-request";
import { orderVoucher } from "./voucher-store.server";
import { emailCannotOrder, tooManyOrders, VOUCHER_ERRORS } from "./vouchers.messages";

const buyerSchema = bookingRequestSchema.pick({ name: true, email: true, phone: true, website: true, submissionKey: true, stamp: true, sentBy: true });

export type VoucherFailure = {
  kind: "invalid";
  status: 400 | 403 | 409 | 413 | 415 | 429;
  formError: string;
  fieldErrors: Record<string, string[]>;
  values: VoucherValues;
};

export type VoucherOrderOutcome = { kind: "ordered"; id: number } | VoucherFailure;

type Content = Pick<SiteContent, "offer" | "booking" | "terms" | "business" | "privacy">;

export async function handleVoucherOrder(request: Request, clientAddress: string, content: Content, now: Date = new Date()): Promise<VoucherOrderOutcome> {
  const form = await readForm(request, VOUCHER_FIELDS);
  if (!form.ok) return { kind: "invalid", status: form.status, formError: form.message, fieldErrors: {}, values: {} };
  const values = Object.fromEntries(form.fields) as VoucherValues;
  const fail = (status: VoucherFailure["status"], formError: string, fieldErrors: Record<string, string[]> = {}): VoucherFailure => ({
    kind: "invalid",
    status,
    formError,
    fieldErrors,
    values,
  });

  const buyer = buyerSchema.safeParse(values);
  const choice = voucherChoiceSchema.safeParse(values);
  const voucher = choice.success ? vouchersOnSale(content).find((one) => one.slug === choice.data.voucher) : undefined;
  if (!buyer.success || !choice.success || !voucher) {
    const fieldErrors = {
      ...(buyer.success ? {} : messagesByField(buyer.error)),
      ...(choice.success ? {} : messagesByField(choice.error)),
      ...(choice.success && !voucher ? { voucher: [VOUCHER_ERRORS.unknownVoucher] } : {}),
    };
    return fail(400, VOUCHER_ERRORS.invalid, fieldErrors);
  }
  if (!voucherPaymentFacts(content)) return fail(409, VOUCHER_ERRORS.notForSale);
  const stamp = await checkFormStamp(buyer.data.submissionKey, buyer.data.stamp, buyer.data.sentBy);
  if (!stamp.ok) return fail(400, stampProblem(stamp.reason));
  // A bot: no order, and nothing that tells it why.
  if (buyer.data.website || stamp.tooFast) return fail(400, VOUCHER_ERRORS.unconfirmed);

  const db = await getDatabase();
  // The same form sent again (a double tap, a retry): the same order, nothing made twice.
  const earlier = await savedWithKey(db, "vouchers", buyer.data.submissionKey);
  if (earlier !== undefined) return { kind: "ordered", id: earlier };
  // The limit first: the answers below must not tell an unlimited caller which addresses are blocked.
  if (!(await takeBookingAttempt(db, clientAddress, now))) return fail(429, tooManyOrders(content.business.phone));
  if (await isEmailBlocked(db, buyer.data.email, content.privacy.blockMonths, now)) {
    await returnBookingAttempt(db, clientAddress, now);
    return fail(403, emailCannotOrder(content.business.phone));
  }
  const { name, email, phone, submissionKey } = buyer.data;
  const { recipientName, dedication } = choice.data;
  const id = await orderVoucher(db, { voucher, buyer: { name, email, phone }, recipientName, dedication, submissionKey }, now);
  return { kind: "ordered", id };
}
