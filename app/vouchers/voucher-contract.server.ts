// What /bon-podarunkowy says before its button: the consumer-law facts and
// folds of a package ordered online (contractInfo: the seller, the withdrawal
// of 14 days from the order, the cancellation rules of the sessions it pays
// for), with the order, its price and its payment worded for a voucher, which
// is paid before it is sent, by transfer or BLIK.
import type { ContractInfo } from "~/bookings";
import { contractInfo } from "~/bookings/index.server";
import { typeset } from "~/lib/typeset";
import { methodsPhrase } from "~/terms";
import type { SiteContent } from "~/site-content";
import type { VoucherOnSale } from "./voucher-offers";
import { voucherPaymentFacts, voucherPaymentLines } from "./voucher-payment";
import { VOUCHER_TITLE_PLACEHOLDER, voucherOrdered, voucherPaymentWhen, voucherTotal } from "./vouchers.messages";

type Content = Pick<SiteContent, "business" | "terms" | "booking">;

export function voucherContract(
  content: Content,
  voucher: VoucherOnSale,
  { rules, siteUrl, day }: { rules: string; siteUrl: string; day: string },
): ContractInfo | null {
  const payment = voucherPaymentFacts(content);
  const service = content.booking.services.find((one) => one.slug === voucher.itemSlug) ?? content.booking.services[0];
  if (!payment || !service) return null;
  const order = { slug: voucher.slug, name: voucher.title, sessions: 1, price: voucher.price, validWeeks: 1 };
  const info = contractInfo(content, { service, order, rules, day, siteUrl });
  if (!info) return null;
  const [, , , withdrawal] = info.facts;
  const [label = "", value = ""] = withdrawal ?? [];
  const transfer = voucherPaymentLines(payment, { price: voucher.price, title: voucher.title, day, reference: VOUCHER_TITLE_PLACEHOLDER }).slice(1);
  const [ordered, total, paid] = info.facts.map(([factLabel]) => factLabel);
  return {
    ...info,
    facts: [
      [ordered!, typeset(voucherOrdered({ title: voucher.title, what: voucher.what, months: voucher.validMonths }))],
      [total!, typeset(voucherTotal(voucher.price))],
      [paid!, typeset(voucherPaymentWhen(methodsPhrase(payment.methods)))],
      [label, value],
    ],
    folds: info.folds.map((fold, index) =>
      index === 1 && transfer.length > 0 ? { ...fold, lines: [...transfer.map((line) => typeset(line)), ...fold.lines.slice(-1)] } : fold,
    ),
  };
}
