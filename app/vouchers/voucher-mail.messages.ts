// The Polish of a voucher's mails: the buyer's order confirmation with how to
// pay, the trainer's news of an order, the buyer's voucher once paid, and the
// confirmation of a voucher the trainer sold paid (the contract with the PDF).
// The buyer is "Ty" in forms with no gender; the trainer speaks in the present.
import { formatPrice } from "~/lib/format";
import { validityFromPayment } from "./vouchers.messages";

/** "ważny do 31 maja 2027 r." starts lower-case in a sentence; the PDF writes it on a line of its own. */
export const validUntilPhrase = (until: string) => `Ważny do ${until} r.`;

export const orderedSubject = (title: string) => `Zamówienie: ${title}`;
export const ORDERED_GREETING = "Dziękuję za zamówienie bonu podarunkowego. Bon w PDF wyślę na ten adres, gdy wpłata zostanie zaksięgowana.";
export const ORDER_FIELDS = {
  voucher: "Bon",
  what: "Na co",
  validity: "Ważność",
  recipient: "Dla kogo",
  dedication: "Dedykacja",
  price: "Cena",
  number: "Numer zamówienia",
  buyer: "Kupujący",
  email: "E-mail",
  phone: "Telefon",
} as const;
export { validityFromPayment } from "./vouchers.messages";
export const PUSH_ORDERED = (facts: { title: string; price: number }) => ({
  title: "Zamówiony bon podarunkowy",
  body: `${facts.title}, ${formatPrice(facts.price)}`,
});
export const orderReference = (id: number) => `bon nr ${id}`;
/** The durable record of a voucher paid online, in its order's confirmation. */
export const paidOnline = (facts: { at: string; amount: string; id: string | null }) =>
  `Zapłacono online przez Przelewy24 ${facts.at}: ${facts.amount}${facts.id ? `, numer transakcji ${facts.id}` : ""}. Bon w PDF przychodzi osobnym e-mailem.`;
export const ONLINE_PAYMENT_FAILED = "Jeśli płatność online przez Przelewy24 się nie udała, zapłać przelewem lub BLIK-iem:";
/** What the buyer's bank or BLIK shows of an online payment: "Bon podarunkowy 200 zł, bon nr 12". */
export const onlinePaymentDescription = (title: string, id: number) => `${title}, ${orderReference(id)}`;
export const WITHDRAWAL_HEADING = "Prawo odstąpienia od umowy";
export const TERMS_LINK = "Regulamin na stronie:";
export const SELLER_HEADING = "Sprzedawca:";

export const trainerSubject = (facts: { title: string; price: number }) => `Zamówiony bon: ${facts.title} (${formatPrice(facts.price)})`;
export const TRAINER_GREETING = "Ktoś zamówił bon podarunkowy. Gdy wpłata dotrze, oznacz go w panelu jako opłacony — kupujący dostanie bon w PDF.";
/** The trainer's mail of a voucher the buyer pays online: nothing to tap, unless the money comes another way. */
export const trainerGreetingOnline = (provider: "przelewy24" | "stripe", paid: boolean) =>
  `Ktoś zamówił bon podarunkowy ${paid ? "i zapłacił" : "i płaci"} online przez ${provider === "stripe" ? "Stripe" : "Przelewy24"}. ${
    paid ? "Bon w PDF poszedł do kupującego sam, nie musisz nic robić." : "Gdy płatność dojdzie, bon w PDF pójdzie do kupującego sam, nie musisz nic robić."
  } Jeśli płatność online się nie uda, a pieniądze przyjdą przelewem, oznacz bon w panelu jako opłacony.`;
export const TRAINER_LINK = "Bony w panelu:";

export const paidSubject = (title: string) => `Twój bon podarunkowy: ${title}`;
export const PAID_GREETING = "Wpłata dotarła — dziękuję! W załączniku jest bon podarunkowy w PDF: strona A5 i mniejsza A6, do wydruku albo wysłania dalej.";
export const PAID_FIELDS = { code: "Kod bonu", validity: "Ważność", payment: "Płatność" } as const;
/** After the trainer extended the voucher in the panel: "Bon podarunkowy przedłużony: ważny do 28 lutego 2027 r.". */
export const extendedSubject = (until: string) => `Bon podarunkowy przedłużony: ważny do ${until} r.`;
export const EXTENDED_GREETING =
  "Ważność Twojego bonu podarunkowego została przedłużona. W załączniku jest ten sam bon w PDF z nową datą (strona A5 i mniejsza A6): wcześniejszy wydruk możesz zastąpić tym.";
/** How the code is used: once, or an amount's voucher until nothing is left on it (issue 79: what is left stays on it). */
export const paidHowToUse = (kind: "session" | "package" | "amount") =>
  `Obdarowana osoba wpisuje kod przy rezerwacji terminu na stronie, w polu „Mam bon podarunkowy”. ${
    kind === "amount" ? "Bon opłaca kolejne treningi, dopóki coś na nim zostało i jest ważny." : "Kod można wykorzystać jeden raz."
  }`;

/** A voucher the trainer sold and was paid for at once: the contract's confirmation (art. 21) with the voucher itself. */
export const SOLD_GREETING =
  "Dziękuję za zakup bonu podarunkowego. To potwierdzenie umowy: poniżej są dane bonu i prawo odstąpienia od umowy, a w załącznikach bon w PDF (strona A5 i mniejsza A6, do wydruku albo wysłania dalej) i regulamin obowiązujący w dniu zakupu, do zachowania.";
export const SOLD_FIELDS = { code: "Kod bonu", what: "Na co", price: "Cena", validity: "Ważność", payment: "Płatność" } as const;
/** "Ważny do 12 listopada 2026 r. (6 miesięcy od dnia zapłaty)": the date and the rule it was counted by, as the terms say it. */
export const soldValidity = (facts: { until: string; months: number }) => `${validUntilPhrase(facts.until)} (${validityFromPayment(facts.months)})`;
/** "opłacony 12 maja 2026: BLIK, 150 zł". */
export const soldPayment = (facts: { day: string; how: string }) => (facts.how ? `opłacony ${facts.day}: ${facts.how}` : `opłacony ${facts.day}`);
