// The right of withdrawal, as the Consumer Rights Act (ustawa z dnia 30 maja
// 2014 r. o prawach konsumenta) has it for a distance contract for services:
// 14 days from the contract (art. 27), for a single paid session as for a
// package. A personal training session is not one of the services "związane
// z wypoczynkiem, wydarzeniami rozrywkowymi, sportowymi lub kulturalnymi" of
// art. 38 ust. 1 pkt 12 (events, not training), so that exemption is not
// claimed. A service starts within the 14 days only at the client's express
// request (art. 15 ust. 3, art. 21 ust. 2); a client who asked and then
// withdraws pays for what was done, in proportion to the price (art. 35); one
// who did not ask pays nothing for it (art. 36 pkt 1 lit. b); once the
// service is fully performed at their request the right ends (art. 38 ust. 1
// pkt 1). The model form is the act's annex 2. Decision 030 says more.
import { postalAddress } from "./seller.messages";

export const WITHDRAWAL_DAYS = 14;

/** "ustawy o prawach konsumenta", as a provision is cited: "(art. 35 ustawy o prawach konsumenta)". */
export const ACT = "ustawy o prawach konsumenta";

/** What the client's order was, as far as withdrawal goes. */
export type WithdrawalCase =
  | { kind: "free" }
  /** A single paid session (or each session of a weekly series): does it start within the 14 days, and did the client ask for that? */
  | { kind: "session"; startsWithinWithdrawal: boolean; earlyStartRequested: boolean }
  | { kind: "package"; earlyStartRequested: boolean; email: string; withdrawalFormUrl: string };

/** How to withdraw: a statement by e-mail before the 14 days end, the model form optional (art. 30). */
export const howToWithdraw = (facts: { email: string; withdrawalFormUrl: string }) =>
  `Wystarczy, że przed upływem tego terminu wyślesz oświadczenie o odstąpieniu na adres ${facts.email}. Możesz użyć wzoru formularza (${facts.withdrawalFormUrl}), ale nie musisz.`;

/** The refund of art. 32: everything paid, within 14 days of the statement, by the same means. */
export const REFUND = `Zwrócę wszystko, co zapłacono, najpóźniej w ciągu ${WITHDRAWAL_DAYS} dni od otrzymania oświadczenia, w ten sam sposób, w jaki zapłacono, chyba że umówimy się inaczej.`;

/** The free consultation: no price, so nothing to withdraw from that costs anything. */
export const FREE_CONSULTATION_TEXT =
  "Konsultacja jest bezpłatna i do niczego nie zobowiązuje: możesz ją odwołać w każdej chwili, nic nie płacąc. Nie zawierasz umowy o odpłatną usługę, więc nie musisz od niej odstępować.";

/**
 * A paid session. Without a day (the terms, the form before a day is chosen):
 * the rule for every case. With one: the sentences of this order only.
 */
export function sessionWithdrawalText(order?: { startsWithinWithdrawal: boolean; earlyStartRequested: boolean }): string[] {
  const right = `Od umowy o trening możesz odstąpić bez podania przyczyny w ciągu ${WITHDRAWAL_DAYS} dni od dnia jej zawarcia (dnia rezerwacji), wysyłając mi oświadczenie e-mailem lub listem; możesz użyć wzoru formularza z regulaminu.`;
  const cancel = "Niezależnie od tego możesz bezpłatnie odwołać lub przełożyć trening, dopóki nie minie termin odwołania.";
  if (!order) {
    return [
      right,
      `Trening, który wypada przed upływem ${WITHDRAWAL_DAYS} dni, odbędzie się w tym czasie tylko na Twoją wyraźną prośbę (art. 15 ust. 3 i art. 21 ust. 2 ${ACT}). Jeśli o to poprosisz, a odstąpisz od umowy po treningu, zapłacisz za to, co się już odbyło, proporcjonalnie do ceny (art. 35). Gdy trening na Twoją prośbę odbędzie się w całości, prawo odstąpienia wygasa (art. 38 ust. 1 pkt 1). Bez takiej prośby za trening odbyty w tym czasie nie płacisz, jeśli odstąpisz od umowy (art. 36 pkt 1 lit. b).`,
      cancel,
    ];
  }
  if (!order.startsWithinWithdrawal) {
    return [
      right,
      `Trening wypada po upływie tych ${WITHDRAWAL_DAYS} dni, więc odstępując od umowy, nic nie płacisz, a to, co już zapłacono, zwrócę w ciągu ${WITHDRAWAL_DAYS} dni.`,
      cancel,
    ];
  }
  if (order.earlyStartRequested) {
    return [
      right,
      `Na Twoją wyraźną prośbę trening odbędzie się przed upływem tego terminu (art. 15 ust. 3 i art. 21 ust. 2 ${ACT}). Jeśli odstąpisz od umowy przed treningiem, nic nie płacisz. Gdy trening odbędzie się w całości, prawo odstąpienia wygasa (art. 38 ust. 1 pkt 1 ${ACT}); gdyby odbyła się tylko jego część, zapłacisz za nią proporcjonalnie do ceny (art. 35).`,
      cancel,
    ];
  }
  return [
    right,
    `Trening wypada przed upływem tego terminu, a w zamówieniu nie ma prośby o jego wcześniejsze rozpoczęcie: jeśli odstąpisz od umowy, także po treningu, nic za niego nie płacisz (art. 36 pkt 1 lit. b ${ACT}).`,
    cancel,
  ];
}

/** A package: the 14-day right, how to use it, the refund, and what is paid for sessions held at the client's request. */
export function packageWithdrawalText(facts: { email: string; withdrawalFormUrl: string; earlyStartRequested?: boolean }): string[] {
  const opening = [
    `Od umowy o pakiet treningów możesz odstąpić bez podania przyczyny w ciągu ${WITHDRAWAL_DAYS} dni od dnia jej zawarcia (dnia zamówienia).`,
    howToWithdraw(facts),
    REFUND,
  ];
  const requested = `Jeśli na Twoją wyraźną prośbę treningi zaczną się przed upływem ${WITHDRAWAL_DAYS} dni, a potem odstąpisz od umowy, zapłacisz za treningi, które się już odbyły: część ceny pakietu proporcjonalną do ich liczby (art. 35 ${ACT}). Gdy na Twoją prośbę odbędą się wszystkie treningi pakietu, prawo odstąpienia wygasa (art. 38 ust. 1 pkt 1).`;
  const notRequested = `Bez Twojej wyraźnej prośby za treningi odbyte przed upływem ${WITHDRAWAL_DAYS} dni nie płacisz, jeśli odstąpisz od umowy (art. 36 pkt 1 lit. b ${ACT}).`;
  if (facts.earlyStartRequested === true) return [...opening, requested];
  if (facts.earlyStartRequested === false) return [...opening, notRequested];
  return [...opening, requested, notRequested];
}

/** The withdrawal sentences of one order's case. */
export function withdrawalText(order: WithdrawalCase): string[] {
  if (order.kind === "free") return [FREE_CONSULTATION_TEXT];
  if (order.kind === "session") return sessionWithdrawalText(order);
  return packageWithdrawalText(order);
}

/** The separate, unticked checkbox of a package order whose first session falls within the 14 days (art. 21 ust. 2). */
export const EARLY_START_CONSENT =
  "Proszę o rozpoczęcie treningów przed upływem 14 dni na odstąpienie od umowy. Wiem, że jeśli odstąpię, zapłacę za treningi, które się już odbyły.";

type Addressee = { legalName: string; email: string; address: { street: string; postalCode: string; locality: string } };

/** The model withdrawal form (annex 2 to the act), addressed to the trainer. */
export function withdrawalFormLines(business: Addressee): string[] {
  return [
    "Wzór formularza odstąpienia od umowy",
    "(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)",
    `Adresat: ${business.legalName}, ${postalAddress(business)}, e-mail: ${business.email}`,
    "Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy o świadczenie następującej usługi: ……………………",
    "Data zawarcia umowy: ……………………",
    "Imię i nazwisko konsumenta(-ów): ……………………",
    "Adres konsumenta(-ów): ……………………",
    "Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej): ……………………",
    "Data: ……………………",
    "(*) Niepotrzebne skreślić.",
  ];
}
