// The words printed on the voucher's PDF.
import { validUntilPhrase } from "./voucher-mail.messages";

export const PDF_TITLE = "Bon podarunkowy";
export const PDF_FOR = "Dla";
export const PDF_CODE_LABEL = "Kod bonu";
/** "Ważny do 31 maja 2027 r." */
export const pdfValidity = (until: string) => validUntilPhrase(until);
/** "Wpisz kod przy rezerwacji na trener.example/rezerwacja albo zadzwoń: +48 500 000 000." */
export const pdfHowToUse = (facts: { bookingAddress: string; phone: string }) =>
  `Wpisz kod przy rezerwacji na ${facts.bookingAddress} albo zadzwoń: ${facts.phone}.`;
/** "Jan Kowalski · Trener personalny". */
export const pdfTrainer = (facts: { name: string; role: string }) => `${facts.name} · ${facts.role}`;
export const pdfFileName = (code: string) => `bon-podarunkowy-${code}.pdf`;
/** The document's own title in its properties. */
export const pdfDocumentTitle = (code: string) => `Bon podarunkowy ${code}`;
