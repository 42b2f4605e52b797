// The voucher an order is for, as the site's form and the trainer's sale read
// it: one on sale now, or each field's problem in Polish beside the buyer's.
import type { z } from "~/lib/zod";
import { messagesByField } from "~/lib/zod";
import type { SiteContent } from "~/site-content";
import { vouchersOnSale, type VoucherOnSale } from "./voucher-offers";
import { voucherChoiceSchema } from "./voucher-request";
import { VOUCHER_ERRORS } from "./vouchers.messages";

type Choice = z.infer<typeof voucherChoiceSchema>;

/** The buyer (parsed by the caller's schema) and the voucher chosen, or every field's problem. */
export function readVoucherOrder<Buyer>(
  buyer: z.ZodSafeParseResult<Buyer>,
  values: Record<string, string>,
  content: Pick<SiteContent, "offer" | "booking">,
): { ok: true; buyer: Buyer; choice: Choice; voucher: VoucherOnSale } | { ok: false; fieldErrors: Record<string, string[]> } {
  const choice = voucherChoiceSchema.safeParse(values);
  const voucher = choice.success ? vouchersOnSale(content).find((one) => one.slug === choice.data.voucher) : undefined;
  if (buyer.success && choice.success && voucher) return { ok: true, buyer: buyer.data, choice: choice.data, voucher };
  const fieldErrors = {
    ...(buyer.success ? {} : messagesByField(buyer.error)),
    ...(choice.success ? {} : messagesByField(choice.error)),
    ...(choice.success && !voucher ? { voucher: [VOUCHER_ERRORS.unknownVoucher] } : {}),
  };
  return { ok: false, fieldErrors };
}
