// What a gift voucher is for and how long it lasts, in the words
// /bon-podarunkowy, the summary before its button, the mails, the panel and
// the terms' part "Bony podarunkowe" all use (issue 79: validity is set once
// and said the same everywhere, as the code counts it).
import { formatPrice } from "~/lib/format";
import { listPhrase } from "./payment.messages";
import { trainingCount } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";

/** What a voucher pays for, as its page, its PDF, the panel and the terms say it. */
export type VoucherFor =
  | { kind: "session"; name: string; minutes: number }
  | { kind: "package"; name: string; sessions: number }
  | { kind: "amount"; amount: number; paysPackages: boolean; paysSeats: boolean };

/** "Trening personalny (60 min)", "Pakiet 8 treningów (8 treningów)", "200 zł do wykorzystania na treningi, pakiety oraz zajęcia w parach i grupach". */
export function voucherFor(what: VoucherFor): string {
  if (what.kind === "session") return `${what.name} (${what.minutes} min)`;
  if (what.kind === "package") return what.sessions > 0 ? `${what.name} (${trainingCount(what.sessions)})` : what.name;
  const uses = ["treningi", ...(what.paysPackages ? ["pakiety"] : []), ...(what.paysSeats ? ["zajęcia w parach i grupach"] : [])];
  return `${formatPrice(what.amount)} do wykorzystania na ${listPhrase(uses, what.paysSeats ? "oraz" : "i")}`;
}

/**
 * "6 miesięcy od dnia zapłaty": said the same on the page, before the button, in the mails and the terms, as
 * the code counts it (valid_until from the day the payment is recorded; issue 79: the page said "od zakupu",
 * the mail "od zaksięgowania wpłaty").
 */
export const validityFromPayment = (months: number) =>
  countedPhrase(months, { one: "{count} miesiąc od dnia zapłaty", few: "{count} miesiące od dnia zapłaty", many: "{count} miesięcy od dnia zapłaty" });

/** "ważny 6 miesięcy od dnia zapłaty", "ważny 1 miesiąc od dnia zapłaty". */
export const validForMonths = (months: number) => `ważny ${validityFromPayment(months)}`;
