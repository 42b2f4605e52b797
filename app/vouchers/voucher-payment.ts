// How a voucher is paid: before it is sent, by transfer or BLIK (the trainer's
// details from the terms); cash is for sessions, so a voucher never offers it.
// None of the two set up: no voucher can be ordered online.
import { methodsPhrase, paymentFactsOf, paymentLines, transferTitle, type PaymentFacts } from "~/terms";
import type { SiteContent } from "~/site-content";
import { voucherToPay } from "./vouchers.messages";

export function voucherPaymentFacts(content: Pick<SiteContent, "terms" | "business">): PaymentFacts | null {
  const facts = paymentFactsOf(content);
  const methods = facts.methods.filter((method) => method !== "cash");
  return methods.length > 0 ? { ...facts, methods } : null;
}

/** What to pay, when and how, and the transfer's and BLIK's details with the order's title. */
export function voucherPaymentLines(payment: PaymentFacts, order: { price: number; title: string; day: string; reference: string }): string[] {
  const title = transferTitle({ what: order.title, date: order.day, name: order.reference });
  const details = paymentLines(payment, { amount: order.price, title, what: "package" }).slice(1);
  return [voucherToPay({ price: order.price, methods: methodsPhrase(payment.methods) }), ...details];
}
