// How and when to pay, in the words of the booking form, the mails and the
// client's booking page: one home, so that they never disagree.
import { formatPrice } from "~/lib/format";
import type { PaymentFacts } from "./payment-facts";

const METHOD_NAMES = { cash: "gotówką", transfer: "przelewem", blik: "BLIK-iem" } as const;

/** "a, b lub c": the items with commas and the conjunction before the last. */
export function listPhrase(items: readonly string[], conjunction: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

/** "gotówką, przelewem lub BLIK-iem". */
export function methodsPhrase(methods: readonly PaymentFacts["methods"][number][]): string {
  return listPhrase(
    methods.map((method) => METHOD_NAMES[method]),
    "lub",
  );
}

/** When a session or a package is paid for, by the trainer's choice. */
export function duePhrase(due: PaymentFacts["due"], what: "session" | "package"): string {
  if (due === "at_session") return what === "session" ? "na miejscu, w dniu treningu" : "na pierwszym treningu";
  return what === "session" ? "przed rozpoczęciem treningu" : "przed pierwszym treningiem";
}

/** The title a client writes on a transfer: "Trening personalny 2027-03-02, Łucja Żółtowska". */
export function transferTitle(order: { what: string; date: string; name: string }): string {
  return `${order.what} ${order.date}, ${order.name}`;
}

/** What to pay, when, how, and the details a transfer or a BLIK payment needs. */
export function paymentLines(payment: PaymentFacts, order: { amount: number; title: string; what?: "session" | "package" }): string[] {
  const lines = [`Do zapłaty: ${formatPrice(order.amount)}, ${duePhrase(payment.due, order.what ?? "session")}: ${methodsPhrase(payment.methods)}.`];
  if (payment.accountNumber) {
    lines.push(`Przelew: numer konta ${payment.accountNumber}, odbiorca: ${payment.accountHolder}, tytuł: „${order.title}”.`);
  }
  if (payment.blikPhone) lines.push(`Przelew BLIK na telefon: ${payment.blikPhone} (w tytule: „${order.title}”).`);
  return lines;
}

/** One line for the terms, with no order in it. */
export function paymentRule(payment: PaymentFacts): string {
  return `Za pojedynczy trening płacisz ${duePhrase(payment.due, "session")}, za pakiet ${duePhrase(payment.due, "package")}: ${methodsPhrase(payment.methods)}.`;
}
