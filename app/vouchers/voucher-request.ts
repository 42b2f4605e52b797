// The order form of /bon-podarunkowy: which voucher, the buyer as the booking
// form reads a person, and an optional recipient and dedication for the PDF.
import { z } from "~/lib/zod";
import { VOUCHER_LIMITS } from "./voucher-limits";
import { VOUCHER_ERRORS } from "./vouchers.messages";

export const VOUCHER_FIELDS = ["voucher", "name", "email", "phone", "recipientName", "dedication", "website", "submissionKey", "stamp", "sentBy"] as const;

/** What the visitor typed, sent back so that no failure loses it. */
export type VoucherValues = Partial<Record<(typeof VOUCHER_FIELDS)[number], string>>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .default("")
    .transform((value) => (value.length > 0 ? value.replace(/\s+/gu, " ") : null));

/** The voucher's own fields; the buyer's are the booking form's (bookingRequestSchema). */
export const voucherChoiceSchema = z.object({
  voucher: z.string({ error: VOUCHER_ERRORS.unknownVoucher }).min(1, VOUCHER_ERRORS.unknownVoucher).max(VOUCHER_LIMITS.slug, VOUCHER_ERRORS.unknownVoucher),
  recipientName: optionalText(VOUCHER_LIMITS.recipientName, VOUCHER_ERRORS.recipientTooLong),
  dedication: optionalText(VOUCHER_LIMITS.dedication, VOUCHER_ERRORS.dedicationTooLong),
});
