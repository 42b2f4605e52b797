// The panel's words for gift vouchers (/admin/bony).
import { formatPrice } from "~/lib/format";
import { countedPhrase } from "~/lib/polish-plural";
import type { VoucherState } from "./voucher-validity";

export const VOUCHERS_TITLE = "Bony podarunkowe";
export const VOUCHERS_LEAD =
  "Zamówione bony czekają na wpłatę. Gdy pieniądze dotrą, dotknij „Opłacony”: kupujący dostanie e-mailem bon w PDF z kodem. Bony na sprzedaż ustawiasz w Treściach, w sekcji Oferta i cennik.";
export const MARK_PAID = "Opłacony";

export const STATE_HEADINGS: Record<VoucherState, string> = {
  ordered: "Czekają na wpłatę",
  expiring: "Ważność kończy się w ciągu 30 dni",
  paid: "Opłacone, do wykorzystania",
  redeemed: "Wykorzystane",
  expired: "Po terminie ważności",
  cancelled: "Anulowane",
};
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
  expiring: number;
}): { label: string; value: string }[] {
  const counted = (facts: { count: number; amount: number }) => (facts.count === 0 ? "0" : `${facts.count} (${formatPrice(facts.amount)})`);
  return [
    { label: "Zamówione", value: counted(month.ordered) },
    { label: "Opłacone", value: counted(month.paid) },
    { label: "Wykorzystane", value: String(month.redeemed) },
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
  submit: "Zapisz sprzedaż bonu",
  none: "Żaden bon nie jest w sprzedaży: dodaj go w Treściach, w sekcji Oferta i cennik.",
  draftKept: (when: string) => `Na tym urządzeniu czeka niezapisana sprzedaż bonu z ${when}.`,
} as const;

export const soldToast = (code: string, validUntil: string | null) =>
  validUntil
    ? `Bon ${code} sprzedany i opłacony, ważny do ${validUntil}. Kupujący dostanie go e-mailem za chwilę.`
    : `Bon ${code} zapisany. Kupujący dostanie e-mailem dane do płatności; gdy wpłata dotrze, dotknij „Opłacony”.`;
