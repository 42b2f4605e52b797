// The Polish of gift vouchers on the site: the page /bon-podarunkowy, what a
// voucher is for, its order form's words and errors, and the summary above
// the button (the consumer-law facts of a paid order).
import { formatPrice } from "~/lib/format";
import { atMostCharacters } from "~/lib/polish-phrases";
import { amountVoucherPays, validForMonths, type VoucherPays } from "~/terms";
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
  paidOnline: "Dziękuję! Płatność jest przyjęta, a bon w PDF jest już w drodze na Twój e-mail.",
  waitingOnline:
    "Dziękuję! Zamówienie bonu jest przyjęte. Czekam na potwierdzenie płatności od Przelewy24: gdy przyjdzie, bon w PDF przyjdzie na Twój e-mail, zwykle w ciągu minuty. Jeśli płatność się nie udała, zapłać przelewem — dane są w e-mailu z potwierdzeniem zamówienia.",
} as const;

/**
 * The page's last step, said before buying: what an amount's voucher pays in the terms' own sentence (§ "Bony
 * podarunkowe"), and the rest of that part in short (the page must fit the first round trip; the terms say it whole).
 */
export const amountVoucherUse = (pays: VoucherPays) =>
  `${amountVoucherPays(pays)} Czego nie wykorzysta jeden zakup, zostaje na bonie do końca jego ważności, a odwołany trening oddaje bonowi to, co z niego wziął.`;

// What a voucher pays for and how long it lasts: one home in app/terms, which the terms' part on vouchers shares.
export { validForMonths, validityFromPayment, voucherFor, type VoucherFor } from "~/terms";

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
  privacyPurpose: "aby przyjąć zamówienie bonu i wysłać bon",
  privacyWithout: "nie mogę przyjąć zamówienia",
  paymentNote: "Bon przyjdzie e-mailem po zaksięgowaniu wpłaty; cena jest ceną brutto.",
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
/** How each provider's page lets the buyer pay. */
const ONLINE_METHODS = { przelewy24: "Przelewy24: BLIK, szybki przelew lub karta", stripe: "Stripe: karta lub inny sposób, który pokaże jego strona" } as const;
/** Paid online right after the order, the methods by hand kept for a payment that fails: "zaraz po zamówieniu, online przez Przelewy24: …". */
export const voucherPaidOnline = (provider: keyof typeof ONLINE_METHODS, methods: string) =>
  `zaraz po zamówieniu, online przez ${ONLINE_METHODS[provider]}; bon w PDF przychodzi e-mailem po zapłacie. Jeśli płatność online się nie uda: ${methods}.`;
/** The steps' second and third when the voucher is paid online. */
export const ONLINE_STEP = "Zapłać online zaraz po zamówieniu — bon w PDF z niepowtarzalnym kodem przyjdzie e-mailem, gdy tylko płatność dojdzie.";
/** The transfer's title before the order has its number. */
export const VOUCHER_TITLE_PLACEHOLDER = "numer zamówienia";

/** The first line of how to pay: a voucher is paid before it is sent, never in cash at a session. */
export const voucherToPay = (facts: { price: number; methods: string }) => `Do zapłaty: ${formatPrice(facts.price)}, przed wysłaniem bonu: ${facts.methods}.`;
