// The order form of /bon-podarunkowy, its whole server side, with the booking
// form's guards (the time trap and honeypot, the submission key, the limit per
// network, blocked addresses), then the voucher stored once with its messages.
import { getDatabase } from "~/db/database.server";
import { bookingRequestSchema, returnBookingAttempt, takeBookingAttempt } from "~/bookings/index.server";
import { isEmailBlocked } from "~/clients/index.server";
import { stampProblem } from "~/forms";
import { checkFormStamp, savedWithKey } from "~/forms/index.server";
import { readForm } from "~/lib/read-form.server";
import type { SiteContent } from "~/site-content";
import { voucherPaymentFacts } from "./voucher-payment";
import { readVoucherOrder } from "./voucher-order-values.server";
import { VOUCHER_FIELDS, type VoucherValues } from "./voucher-request";
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

  const order = readVoucherOrder(buyerSchema.safeParse(values), values, content);
  if (!order.ok) return fail(400, VOUCHER_ERRORS.invalid, order.fieldErrors);
  const { buyer, choice, voucher } = order;
  if (!voucherPaymentFacts(content)) return fail(409, VOUCHER_ERRORS.notForSale);
  const stamp = await checkFormStamp(buyer.submissionKey, buyer.stamp, buyer.sentBy);
  if (!stamp.ok) return fail(400, stampProblem(stamp.reason));
  // A bot: no order, and nothing that tells it why.
  if (buyer.website || stamp.tooFast) return fail(400, VOUCHER_ERRORS.unconfirmed);

  const db = await getDatabase();
  // The same form sent again (a double tap, a retry): the same order, nothing made twice.
  const earlier = await savedWithKey(db, "vouchers", buyer.submissionKey);
  if (earlier !== undefined) return { kind: "ordered", id: earlier };
  // The limit first: the answers below must not tell an unlimited caller which addresses are blocked.
  if (!(await takeBookingAttempt(db, clientAddress, now))) return fail(429, tooManyOrders(content.business.phone));
  if (await isEmailBlocked(db, buyer.email, content.privacy.blockMonths, now)) {
    await returnBookingAttempt(db, clientAddress, now);
    return fail(403, emailCannotOrder(content.business.phone));
  }
  const { name, email, phone, submissionKey } = buyer;
  const { recipientName, dedication } = choice;
  const id = await orderVoucher(db, { voucher, buyer: { name, email, phone }, recipientName, dedication, submissionKey }, now);
  return { kind: "ordered", id };
}
