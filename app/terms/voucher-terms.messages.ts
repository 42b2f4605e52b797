// A gift voucher's contract (issue 79): its own right of withdrawal, said in
// the summary before /bon-podarunkowy's button, in the order's and the sale's
// mails and in the terms, and the terms' part "Bony podarunkowe", there only
// while the offer has vouchers on sale.
//
// The withdrawal, as the Consumer Rights Act (ustawa z dnia 30 maja 2014 r. o
// prawach konsumenta, t.j. Dz.U. 2024 poz. 1796) has it for a voucher, a
// contract for training paid in advance:
// - art. 27: "Konsument, który zawarł umowę na odległość lub poza lokalem
//   przedsiębiorstwa, może w terminie 14 dni odstąpić od niej bez podawania
//   przyczyny i bez ponoszenia kosztów, z wyjątkiem kosztów określonych w
//   art. 33, art. 34 ust. 2 i art. 35"; the days count from the contract
//   (art. 28 pkt 4: a service, not goods; the PDF delivers none).
// - art. 32 ust. 1–2: every payment back "niezwłocznie, nie później niż w
//   terminie 14 dni od dnia otrzymania oświadczenia konsumenta o odstąpieniu
//   od umowy", "przy użyciu takiego samego sposobu zapłaty, jakiego użył
//   konsument, chyba że konsument wyraźnie zgodził się na inny sposób zwrotu".
//   The code is cancelled: the contract it stood for is gone.
// - art. 35: "Jeżeli konsument wykonuje prawo odstąpienia od umowy po
//   zgłoszeniu żądania zgodnie z art. 15 ust. 3 i art. 21 ust. 2, ma obowiązek
//   zapłaty za świadczenia spełnione do chwili odstąpienia od umowy" (ust. 1),
//   reckoned "proporcjonalnie do zakresu spełnionego świadczenia, z
//   uwzględnieniem uzgodnionej w umowie ceny" (ust. 2); art. 36 pkt 1 lit. b:
//   without that request the consumer bears no cost of what was performed.
//   A voucher's order asks for no such request, so today a buyer who
//   withdraws within the 14 days gets the whole price back even if the code
//   was used; the text says both cases, as the package's does.
// - art. 38 ust. 1 pkt 1 (no right once the trader "wykonał w pełni usługę za
//   wyraźną i uprzednią zgodą konsumenta, który został poinformowany przed
//   rozpoczęciem świadczenia, że po spełnieniu świadczenia przez przedsiębiorcę
//   utraci prawo odstąpienia od umowy, i przyjął to do wiadomości") is not
//   claimed: nobody asks the buyer for that consent, and whoever books with
//   the code is usually someone else.
// A voucher sold in person at the trainer's is no distance contract; the
// terms give it the same 14 days, so every buyer reads the same.
// First person, present and future only: the same for a trainer of either
// gender; the buyer is "Ty", in forms with no gender.
import { formatPrice } from "~/lib/format";
import { listPhrase } from "./payment.messages";
import { validForMonths, voucherFor, type VoucherFor } from "./voucher-words.messages";
import { ACT, howToWithdraw, REFUND, WITHDRAWAL_DAYS } from "./withdrawal.messages";

/** Whether an amount's voucher on sale pays a package, and a seat at a group session, too, besides single sessions (the trainer's choice, issue 79). */
export type VoucherPays = { paysPackages: boolean; paysSeats: boolean };

/** What the terms' part on vouchers is written from; null in TermsFacts when none is on sale. */
export type VoucherTermsFacts = {
  onSale: { title: string; what: VoucherFor; price: number; validMonths: number }[];
  pays: VoucherPays;
};

/** The summary's line above the button, beside "Odstąpienie od umowy". */
export const VOUCHER_WITHDRAWAL_SUMMARY = `${WITHDRAWAL_DAYS} dni od zamówienia, bez podania przyczyny; kod bonu zostanie wtedy anulowany, a cena zwrócona.`;

/** The voucher's right of withdrawal: the 14 days, how, the code cancelled and the price refunded, and a code already used. */
export function voucherWithdrawalText(facts: { email: string; withdrawalFormUrl: string }): string[] {
  return [
    `Od umowy o bon podarunkowy możesz odstąpić bez podania przyczyny w ciągu ${WITHDRAWAL_DAYS} dni od dnia jej zawarcia (dnia zamówienia lub zakupu bonu).`,
    howToWithdraw(facts),
    `Kod bonu zostanie wtedy anulowany. ${REFUND}`,
    `Jeśli przed odstąpieniem bon opłacił już trening, który na Twoją wyraźną prośbę odbył się przed upływem ${WITHDRAWAL_DAYS} dni, zwrot pomniejszę o wartość tego treningu, proporcjonalnie do ceny bonu (art. 35 ${ACT}). Bez takiej prośby za treningi odbyte z bonu w tym czasie nic nie płacisz i zwracam całą cenę (art. 36 pkt 1 lit. b).`,
  ];
}

const KINDS = { session: "na trening", package: "na pakiet treningów", amount: "na kwotę" } as const;
const PAYS = {
  session: "Bon na trening opłaca jeden trening usługi, na którą jest.",
  package: "Bon na pakiet opłaca pakiet z cennika, na który jest; jego kod wpisuje się przy rezerwacji pierwszego treningu pakietu.",
} as const;
const SEATS = "miejsca na zajęciach w parach i grupach";

/** "Bon na kwotę opłaca treningi indywidualne; nie opłaca pakietu ani miejsca na zajęciach w parach i grupach." */
export function amountVoucherPays(pays: VoucherPays): string {
  const paid = ["treningi indywidualne", ...(pays.paysPackages ? ["pakiety z cennika"] : []), ...(pays.paysSeats ? [SEATS] : [])];
  const not = [...(pays.paysPackages ? [] : ["pakietu"]), ...(pays.paysSeats ? [] : [SEATS])];
  const paidPart = `Bon na kwotę opłaca ${listPhrase(paid, pays.paysSeats ? "oraz" : "i")}`;
  return not.length > 0 ? `${paidPart}; nie opłaca ${not.join(" ani ")}.` : `${paidPart}.`;
}

/** What is left on an amount's voucher, and what a cancelled session gives back: the page's words and the terms'. */
export const AMOUNT_LEFT_STAYS =
  "Czego nie wykorzysta jeden trening, zostaje na bonie na kolejne, do końca jego ważności; gdy na bonie zostało mniej, niż kosztuje trening, resztę dopłaca się jak za zwykły trening.";
export const CANCELLED_GIVES_BACK =
  "Trening opłacony bonem na trening albo na kwotę, który zostanie odwołany, oddaje bonowi to, co z niego wziął: bon można wykorzystać ponownie, dopóki jest ważny.";

/** The terms' part "Bony podarunkowe". */
export function voucherParagraphs(facts: VoucherTermsFacts & { email: string; withdrawalFormUrl: string }): string[] {
  const kinds = [...new Set(facts.onSale.map((voucher) => voucher.what.kind))];
  return [
    `Sprzedaję bony podarunkowe ${listPhrase(
      kinds.map((kind) => KINDS[kind]),
      "i",
    )}: na stronie Bon podarunkowy, a także osobiście i telefonicznie. W sprzedaży są:`,
    ...facts.onSale.map(
      (voucher) => `${voucher.title}: ${voucherFor(voucher.what)}, cena ${formatPrice(voucher.price)}, ${validForMonths(voucher.validMonths)}.`,
    ),
    "Umowa zostaje zawarta, gdy klikniesz przycisk „Zamawiam i płacę” na stronie Bon podarunkowy, a przy zakupie u mnie — gdy zapiszę sprzedaż. Bon zamówiony na stronie opłacasz przed jego wysłaniem, w sposób podany w zamówieniu. Potwierdzenie z warunkami umowy i tym regulaminem przychodzi e-mailem, a po zaksięgowaniu wpłaty — bon w PDF z niepowtarzalnym kodem, do wydruku.",
    "Bon jest ważny przez podaną przy nim liczbę miesięcy od dnia zapłaty, do dnia wydrukowanego na bonie włącznie: to ten sam dzień miesiąca co dzień zapłaty, a gdy w ostatnim miesiącu go nie ma — ostatni dzień tego miesiąca.",
    [
      facts.pays.paysSeats
        ? "Kod bonu wpisuje się przy rezerwacji na stronie Rezerwacja, a przy miejscu na zajęciach w parach i grupach na stronie tych zajęć, w polu „Mam bon podarunkowy”."
        : "Kod bonu wpisuje się przy rezerwacji na stronie Rezerwacja, w polu „Mam bon podarunkowy”.",
      ...kinds.flatMap((kind) => (kind === "amount" ? [] : [PAYS[kind]])),
    ].join(" "),
    ...(kinds.includes("amount") ? [`${amountVoucherPays(facts.pays)} ${AMOUNT_LEFT_STAYS}`] : []),
    `${CANCELLED_GIVES_BACK} Odwołany trening z pakietu opłaconego bonem wraca do pakietu na zasadach części „Odwoływanie i przekładanie treningów”.`,
    "Po upływie ważności bonu nie można go wykorzystać, a to, co na nim zostało, nie jest wypłacane ani zwracane. Bonu nie wymieniam na gotówkę; nie dotyczy to zwrotu ceny po odstąpieniu od umowy.",
    ...voucherWithdrawalText(facts),
  ];
}
