// The Polish of gift vouchers on the site: the page /bon-podarunkowy, what a
// voucher is for, its order form's words and errors, and the summary above
// the button (the consumer-law facts of a paid order).
import { formatPrice } from "~/lib/format";
import { atMostCharacters, trainingCount } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";
import { VOUCHER_LIMITS } from "./voucher-limits";

export const VOUCHER_PAGE = {
  title: "Bon podarunkowy",
  heading: "Bon podarunkowy",
  eyebrow: "Prezent",
  description: "Podaruj trening personalny albo kwotę do wykorzystania na treningi. Bon w PDF do wydruku przyjdzie e-mailem po opłaceniu.",
  lead: "Trening w prezencie: wybierz bon, zapłać przelewem lub BLIK-iem, a bon w PDF (A5 i A6, do wydruku) przyjdzie na Twój e-mail. Obdarowana osoba wpisuje jego kod przy rezerwacji terminu.",
  steps: [
    "Wybierz bon i podaj swoje dane. Możesz dopisać imię obdarowanej osoby i krótką dedykację.",
    "Zapłać przelewem lub BLIK-iem — dane do płatności przyjdą też e-mailem.",
    "Po zaksięgowaniu wpłaty dostaniesz bon w PDF z niepowtarzalnym kodem.",
    "Obdarowana osoba wpisuje kod na stronie rezerwacji w polu „Mam bon podarunkowy”.",
  ],
  none: "Na razie nie ma bonów w sprzedaży. Zapytaj o nie przez formularz kontaktowy.",
  ordered:
    "Dziękuję! Zamówienie bonu jest przyjęte. Potwierdzenie z danymi do płatności przyjdzie na Twój e-mail. Bon w PDF przyjdzie po zaksięgowaniu wpłaty.",
} as const;

/** The last step, said before buying (issue 79): what an amount's voucher pays, and that what a use leaves stays on it. */
export const amountVoucherUse = (paysPackages: boolean) =>
  paysPackages
    ? "Bon na kwotę opłaca treningi indywidualne i pakiety z cennika (przy bonie z dopiskiem „i pakiety”): czego nie wykorzysta pierwszy zakup, zostaje na bonie na kolejny, do końca jego ważności, a trening odwołany oddaje bonowi to, co z niego wziął. Bonem na kwotę nie opłacisz miejsca w zajęciach w parach i grupach."
    : "Bon na kwotę opłaca treningi indywidualne: czego nie wykorzysta pierwszy trening, zostaje na bonie na kolejne, do końca jego ważności, a trening odwołany oddaje bonowi to, co z niego wziął. Bonem na kwotę nie opłacisz pakietu ani miejsca w zajęciach w parach i grupach.";

/** What a voucher pays for, as its page, its PDF and the panel say it. */
export type VoucherFor =
  | { kind: "session"; name: string; minutes: number }
  | { kind: "package"; name: string; sessions: number }
  | { kind: "amount"; amount: number; paysPackages: boolean };

/** "Trening personalny (60 min)", "Pakiet 8 treningów (8 treningów)", "200 zł do wykorzystania na treningi". */
export function voucherFor(what: VoucherFor): string {
  if (what.kind === "session") return `${what.name} (${what.minutes} min)`;
  if (what.kind === "package") return what.sessions > 0 ? `${what.name} (${trainingCount(what.sessions)})` : what.name;
  return `${formatPrice(what.amount)} do wykorzystania na treningi${what.paysPackages ? " i pakiety" : ""}`;
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

export const VOUCHER_FORM = {
  heading: "Zamów bon",
  choose: "Wybierz bon",
  buyer: "Twoje dane",
  labels: { name: "Imię i nazwisko", email: "E-mail", phone: "Telefon" },
  recipient: "Dla kogo (nieobowiązkowo)",
  labelsRecipient: { name: "Imię obdarowanej osoby", dedication: "Dedykacja na bonie" },
  dedicationHint: `Krótko, ${atMostCharacters(VOUCHER_LIMITS.dedication)}, np. „Wszystkiego najlepszego!”.`,
  summary: "Podsumowanie",
  submit: "Zamawiam i płacę",
  sending: "Zamawianie…",
  privacyPurpose: "zamówienia bonu i jego wysłania",
  privacyWithout: "nie mogę przyjąć zamówienia",
  paymentNote: "Bon wysyłamy po zaksięgowaniu wpłaty; cena jest ceną brutto.",
} as const;

export const VOUCHER_ERRORS = {
  invalid: "Popraw zaznaczone pola i wyślij zamówienie jeszcze raz.",
  unknownVoucher: "Wybierz jeden z bonów z listy.",
  recipientTooLong: `Imię obdarowanej osoby może mieć ${atMostCharacters(VOUCHER_LIMITS.recipientName)}.`,
  dedicationTooLong: `Dedykacja może mieć ${atMostCharacters(VOUCHER_LIMITS.dedication)}.`,
  notForSale: "Bonów nie można teraz zamówić przez stronę. Zadzwoń albo napisz, a ustalimy to inaczej.",
  /** A bot: nothing that tells it why. */
  unconfirmed: "Nie udało się przyjąć zamówienia. Odczekaj chwilę i spróbuj ponownie.",
} as const;

export const tooManyOrders = (phone: string) =>
  `Z tego połączenia internetowego wysłano w ostatniej godzinie zbyt wiele zamówień i rezerwacji. Spróbuj później albo zadzwoń: ${phone}.`;
export const emailCannotOrder = (phone: string) => `Na ten adres e-mail nie można zamówić bonu przez stronę. Zadzwoń: ${phone}.`;

/** The summary's facts: what is ordered, its price, when and how to pay. */
export const voucherOrdered = (facts: { title: string; what: string; months: number }) =>
  `${facts.title}: ${facts.what}, ${validForMonths(facts.months)}; bon w PDF przyjdzie e-mailem po opłaceniu.`;
export const voucherTotal = (price: number) => `${formatPrice(price)} (cena brutto)`;
export const voucherPaymentWhen = (methods: string) => `przed wysłaniem bonu: ${methods}.`;
/** The transfer's title before the order has its number. */
export const VOUCHER_TITLE_PLACEHOLDER = "numer zamówienia";

/** The first line of how to pay: a voucher is paid before it is sent, never in cash at a session. */
export const voucherToPay = (facts: { price: number; methods: string }) => `Do zapłaty: ${formatPrice(facts.price)}, przed wysłaniem bonu: ${facts.methods}.`;
