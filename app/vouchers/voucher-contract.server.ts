// What /bon-podarunkowy says before its button: the consumer-law facts and
// folds of a paid order (contractInfo: the seller, the cancellation rules of
// the sessions it pays for), with the order, its price, its payment and its
// right of withdrawal worded for a voucher: paid before it is sent, by
// transfer or BLIK; 14 days to withdraw, the code cancelled and the price
// refunded (app/terms' voucherWithdrawalText, as the mail and the terms say it).
import type { ContractInfo } from "~/bookings";
import { contractInfo } from "~/bookings/index.server";
import { typeset } from "~/lib/typeset";
import { methodsPhrase, VOUCHER_WITHDRAWAL_SUMMARY, voucherWithdrawalText, WITHDRAWAL_FORM_PATH } from "~/terms";
import type { SiteContent } from "~/site-content";
import type { VoucherOnSale } from "./voucher-offers";
import { voucherPaymentFacts, voucherPaymentLines } from "./voucher-payment";
import { VOUCHER_TITLE_PLACEHOLDER, voucherOrdered, voucherPaidOnline, voucherPaymentWhen, voucherTotal } from "./vouchers.messages";

type Content = Pick<SiteContent, "business" | "terms" | "booking">;

export function voucherContract(
  content: Content,
  voucher: VoucherOnSale,
  { rules, siteUrl, day, online }: { rules: string; siteUrl: string; day: string; online: "przelewy24" | "stripe" | null },
): ContractInfo | null {
  const payment = voucherPaymentFacts(content);
  const service = content.booking.services.find((one) => one.slug === voucher.itemSlug) ?? content.booking.services[0];
  if (!payment || !service) return null;
  const order = { slug: voucher.slug, name: voucher.title, sessions: 1, price: voucher.price, validWeeks: 1 };
  const info = contractInfo(content, { service, order, rules, day, siteUrl });
  if (!info) return null;
  const withdrawal = voucherWithdrawalText({ email: content.business.email, withdrawalFormUrl: new URL(WITHDRAWAL_FORM_PATH, siteUrl).href });
  const transfer = voucherPaymentLines(payment, { price: voucher.price, title: voucher.title, day, reference: VOUCHER_TITLE_PLACEHOLDER }).slice(1);
  const [ordered, total, paid, withdrawn] = info.facts.map(([factLabel]) => factLabel);
  return {
    ...info,
    facts: [
      [ordered!, typeset(voucherOrdered({ title: voucher.title, what: voucher.what, months: voucher.validMonths }))],
      [total!, typeset(voucherTotal(voucher.price))],
      [paid!, typeset(online ? voucherPaidOnline(online, methodsPhrase(payment.methods)) : voucherPaymentWhen(methodsPhrase(payment.methods)))],
      [withdrawn!, typeset(VOUCHER_WITHDRAWAL_SUMMARY)],
    ],
    folds: info.folds.map((fold, index) => {
      if (index === 1 && transfer.length > 0) return { ...fold, lines: [...transfer.map((line) => typeset(line)), ...fold.lines.slice(-1)] };
      // The last fold is the withdrawal's: the voucher's own, not the package's whose facts the order borrowed.
      return index === info.folds.length - 1 ? { ...fold, lines: withdrawal.map((line) => typeset(line)) } : fold;
    }),
  };
}
