// Why a voucher's code is refused at /rezerwacja (its field's words are the booking form's).
import { formatPrice } from "~/lib/format";

export const REDEMPTION_REFUSALS = {
  unknown: "Nie znamy takiego kodu bonu. Sprawdź, czy został dobrze przepisany z bonu.",
  unpaid: "Ten bon nie jest jeszcze opłacony. Można go wykorzystać, gdy kupujący dostanie go e-mailem.",
  redeemed: "Ten bon został już wykorzystany.",
  /** Two tabs at once: the other one booked with it a moment before. */
  taken: "Ten bon został przed chwilą wykorzystany w innej rezerwacji.",
  withPackage: "Bonu nie można połączyć z zamówieniem pakietu. Zarezerwuj pojedynczy trening albo zamów pakiet bez bonu.",
  withSeats:
    "Bon wykorzystasz przy treningu indywidualnym, nie przy miejscu w zajęciach w parze lub grupie. Wybierz trening indywidualny albo zarezerwuj bez bonu.",
};

/** "Bon był ważny do 30 listopada 2026 r." */
export const voucherExpired = (until: string) => `Bon był ważny do ${until} r.`;
/** A session voucher used for another service. */
export const voucherForOtherService = (service: string) => `Ten bon jest na: ${service}. Wybierz tę usługę, aby z niego skorzystać.`;
/** A package voucher: the trainer books its sessions with the client. */
export const voucherForPackage = (phone: string) => `To bon na pakiet treningów: zadzwoń (${phone}), a umówimy pierwszy trening razem.`;
/** Shown in the booking's notes for the trainer: what the voucher paid. */
export const redeemedNote = (facts: { code: string; amount: number | null }) =>
  facts.amount === null ? `Opłacony bonem ${facts.code}.` : `Bon ${facts.code}: ${formatPrice(facts.amount)} mniej.`;
