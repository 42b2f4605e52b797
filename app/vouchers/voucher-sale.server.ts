// A voucher the trainer sells herself (by phone or in person) on /admin/bony:
// the buyer as the site's order form reads them, stored once per submission
// key. A buyer with an e-mail gets the contract confirmed on a durable medium
// (art. 21 ust. 1 of the Consumer Rights Act): paid at once, one mail with the
// voucher's facts, its withdrawal text, the terms and the PDF; still to pay,
// the site's order mail with the payment details, then the PDF once paid. A
// buyer at the desk with no e-mail is mailed nothing: the panel tells the
// trainer to hand over the printed voucher and terms. She is not told of her
// own sale.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { bookingRequestSchema } from "~/bookings/index.server";
import { notify } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { readVoucherOrder } from "./voucher-order-values.server";
import { insertVoucher, payVoucher, storeVoucherOnce } from "./voucher-store.server";
import { VOUCHER_ERRORS } from "./vouchers.messages";
import { isPaymentMethod } from "~/payments";

export const VOUCHER_SALE_FIELDS = ["intent", "voucher", "name", "email", "phone", "recipientName", "dedication", "paid", "submissionKey"] as const;

const buyerSchema = bookingRequestSchema.pick({ name: true, email: true, phone: true, submissionKey: true });
/** The e-mail left empty: a buyer at the desk without one. */
const buyerWithoutEmail = bookingRequestSchema.pick({ name: true, phone: true, submissionKey: true }).transform((buyer) => ({ ...buyer, email: "" }));

export type VoucherSaleFailure = { kind: "invalid"; formError: string; fieldErrors: Record<string, string[]>; values: Record<string, string> };

/** mailed: the buyer gets the contract by e-mail; false, the trainer hands them the printed voucher and terms. */
export type VoucherSaleOutcome = { kind: "sold"; code: string; validUntil: string | null; mailed: boolean } | VoucherSaleFailure;

/** The sale's form, read by the page's action (readForm with VOUCHER_SALE_FIELDS). */
export async function sellVoucher(
  fields: URLSearchParams,
  db: Kysely<Database>,
  content: Pick<SiteContent, "offer" | "booking">,
  now: Date,
): Promise<VoucherSaleOutcome> {
  const values = Object.fromEntries([...fields].filter(([name]) => name !== "intent"));
  const schema = (values.email ?? "").trim() === "" ? buyerWithoutEmail : buyerSchema;
  const read = readVoucherOrder(schema.safeParse(values), values, content);
  if (!read.ok) return { kind: "invalid", formError: VOUCHER_ERRORS.invalid, fieldErrors: read.fieldErrors, values };
  const { buyer, choice, voucher } = read;
  const { name, email, phone, submissionKey } = buyer;
  const order = { voucher, buyer: { name, email, phone }, recipientName: choice.recipientName, dedication: choice.dedication, submissionKey };
  // Paid now by a method, or to be paid ("tak": a form drawn before the methods, paid in cash as most at the desk are).
  const paidBy = isPaymentMethod(values.paid) ? values.paid : values.paid === "tak" ? "cash" : null;
  // A double tap or a retry finds the first sale: its code and state are read back, nothing is sold twice.
  const id = await storeVoucherOnce(db, submissionKey, async (trx) => {
    const id = await insertVoucher(trx, order, now);
    if (paidBy)
      await payVoucher(
        trx,
        { id, title: voucher.title, price: voucher.price, valid_months: voucher.validMonths },
        paidBy,
        now,
        email ? "voucher_sold_client" : null,
      );
    else if (email) await notify(trx, { kind: "voucher_ordered_client", recipient: "client", about: { voucherId: id }, dueAt: now, channels: ["email"] });
    return id;
  });
  const sold = await db.selectFrom("vouchers").select(["code", "valid_until", "buyer_email"]).where("id", "=", id).executeTakeFirstOrThrow();
  return { kind: "sold", code: sold.code, validUntil: sold.valid_until, mailed: sold.buyer_email !== "" };
}
