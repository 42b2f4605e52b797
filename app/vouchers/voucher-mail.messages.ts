// The Polish of a voucher's mails: the buyer's order confirmation with how to
// pay, the trainer's news of an order, and the buyer's voucher once paid.
import { formatPrice } from "~/lib/format";

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
export const WITHDRAWAL_HEADING = "Prawo odstąpienia od umowy";
export const TERMS_LINK = "Regulamin na stronie:";
export const SELLER_HEADING = "Sprzedawca:";

export const trainerSubject = (facts: { title: string; price: number }) => `Zamówiony bon: ${facts.title} (${formatPrice(facts.price)})`;
export const TRAINER_GREETING = "Ktoś zamówił bon podarunkowy. Gdy wpłata dotrze, oznacz go w panelu jako opłacony — kupujący dostanie bon w PDF.";
export const TRAINER_LINK = "Bony w panelu:";

export const paidSubject = (title: string) => `Twój bon podarunkowy: ${title}`;
export const PAID_GREETING = "Wpłata dotarła — dziękuję! W załączniku jest bon podarunkowy w PDF: strona A5 i mniejsza A6, do wydruku albo wysłania dalej.";
export const PAID_FIELDS = { code: "Kod bonu", validity: "Ważność" } as const;
export const PAID_HOW_TO_USE =
  "Obdarowana osoba wpisuje kod przy rezerwacji terminu na stronie, w polu „Mam bon podarunkowy”. Kod można wykorzystać jeden raz.";
