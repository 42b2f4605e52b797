// The panel's words for gift vouchers (/admin/bony).
import { formatPrice } from "~/lib/format";
import { countedPhrase } from "~/lib/polish-plural";
import type { VoucherState } from "./voucher-validity";

export const VOUCHERS_TITLE = "Bony podarunkowe";
export const VOUCHERS_LEAD =
  "Zamówione bony czekają na wpłatę. Gdy pieniądze dotrą, dotknij „Opłacony”: kupujący dostanie e-mailem bon w PDF z kodem. Bony na sprzedaż ustawiasz w Treściach, w sekcji Oferta i cennik.";
export const MARK_PAID = "Opłacony";
/** A paid voucher's PDF, to print for a buyer with no e-mail. */
export const PRINT_PDF = "Bon w PDF do wydruku";
/** In place of the buyer's e-mail, for a voucher sold at the desk without one. */
export const NO_EMAIL = "bez e-maila";

export const STATE_HEADINGS: Record<VoucherState, string> = {
  ordered: "Czekają na wpłatę",
  expiring: "Ważność kończy się w ciągu 30 dni",
  paid: "Opłacone, do wykorzystania",
  redeemed: "Wykorzystane",
  expired: "Po terminie ważności",
  cancelled: "Anulowane",
};
/** Opens the list of the used and the expired ones. */
export const SHOW_FOLDED = "Pokaż listę";
export const NONE = "Nikt jeszcze nie zamówił bonu.";

export const orderedOn = (date: string) => `zamówiony ${date}`;
export const validUntil = (date: string) => `ważny do ${date}`;
export const redeemedOn = (date: string) => `wykorzystany ${date}`;
/** An amount's voucher used in part: "zostało 50 zł". */
export const leftOnVoucher = (amount: number) => `zostało ${formatPrice(amount)}`;
/** A paid voucher whose buyer's data was erased (on request or after its retention): the sale stays for the accounts. */
export const PEOPLE_ERASED = "Dane kupującego i obdarowanego usunięte (RODO); sprzedaż zostaje w rozliczeniach.";
export const forRecipient = (name: string) => `dla: ${name}`;
export const voucherLine = (facts: { title: string; price: number }) => `${facts.title} · ${formatPrice(facts.price)}`;
/** "3 bony", the count beside each heading. */
export const voucherCount = (count: number) => countedPhrase(count, { one: "{count} bon", few: "{count} bony", many: "{count} bonów" });

export const PAID_TOASTS = {
  paid: (until: string) => `Bon opłacony, ważny do ${until}. Kupujący dostanie go e-mailem za chwilę.`,
  "already-paid": "Ten bon był już oznaczony jako opłacony: nic się nie zmieniło.",
  "not-found": "Nie ma już tego bonu.",
  cancelled: "Ten bon jest anulowany: nie można go oznaczyć jako opłaconego.",
} as const;

/** The month's vouchers on /admin/platnosci, as label and value. */
export const VOUCHERS_IN_MONTH = "Bony podarunkowe w miesiącu";
export function voucherMonthLines(month: {
  ordered: { count: number; amount: number };
  paid: { count: number; amount: number };
  redeemed: number;
  used: { count: number; amount: number };
  expiring: number;
}): { label: string; value: string }[] {
  const counted = (facts: { count: number; amount: number }) => (facts.count === 0 ? "0" : `${facts.count} (${formatPrice(facts.amount)})`);
  return [
    { label: "Zamówione", value: counted(month.ordered) },
    { label: "Opłacone", value: counted(month.paid) },
    { label: "Zapłacono bonami (treningi i pakiety)", value: counted(month.used) },
    { label: "Wykorzystane do końca", value: String(month.redeemed) },
    { label: "Kończy się ważność (niewykorzystane)", value: String(month.expiring) },
  ];
}

/** The trainer's own sale on /admin/bony (by phone or in person). */
export const VOUCHER_SALE = {
  open: "Sprzedaj bon (telefon, na miejscu)",
  voucher: "Bon",
  buyer: "Kupujący",
  paid: "Płatność",
  paidHint: "Do zapłaty: kupujący dostanie e-mailem dane do płatności, a bon czeka na wpłatę.",
  emailHint: "Nieobowiązkowy: bez niego nic nie zostanie wysłane, a bon i regulamin wydrukujesz i wręczysz osobie kupującej.",
  submit: "Zapisz sprzedaż bonu",
  none: "Żaden bon nie jest w sprzedaży: dodaj go w Treściach, w sekcji Oferta i cennik.",
  draftKept: (when: string) => `Na tym urządzeniu czeka niezapisana sprzedaż bonu z ${when}.`,
} as const;

/** Sold without an e-mail nothing is mailed: the trainer hands over the printed voucher and terms (the contract on paper, art. 21). */
const HAND_OVER =
  "Bez adresu e-mail nic nie zostanie wysłane: wydrukuj bon („Bon w PDF do wydruku” poniżej) i regulamin ze strony Regulamin i wręcz je osobie kupującej.";

export const soldToast = (code: string, validUntil: string | null, mailed = true) => {
  if (validUntil) {
    const sold = `Bon ${code} sprzedany i opłacony, ważny do ${validUntil}.`;
    return mailed ? `${sold} Kupujący dostanie e-mailem potwierdzenie umowy z bonem w PDF i regulaminem za chwilę.` : `${sold} ${HAND_OVER}`;
  }
  return mailed
    ? `Bon ${code} zapisany. Kupujący dostanie e-mailem dane do płatności; gdy wpłata dotrze, dotknij „Opłacony”.`
    : `Bon ${code} zapisany i czeka na wpłatę; gdy dotrze, dotknij „Opłacony”. ${HAND_OVER}`;
};
