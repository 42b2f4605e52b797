// Why a voucher's code is refused at /rezerwacja (its field's words are the booking form's).
import { formatPrice } from "~/lib/format";

export const REDEMPTION_REFUSALS = {
  unknown: "Nie ma bonu o takim kodzie. Sprawdź, czy został dobrze przepisany.",
  unpaid: "Ten bon nie jest jeszcze opłacony. Można go wykorzystać, gdy kupujący dostanie go e-mailem.",
  redeemed: "Ten bon został już wykorzystany.",
  /** Cancelled in the panel (the buyer withdrew, got the money back): the code works no more. */
  cancelled: "Ten bon został anulowany i nie można go już wykorzystać. Jeśli to pomyłka, zadzwoń lub napisz.",
  /** A code posted with a free service (the consultation): the voucher would be spent on nothing. */
  free: "Ta usługa jest bezpłatna, więc bon nie jest potrzebny. Zarezerwuj ją bez kodu, a bon zostaw na płatny trening.",
  /** Two tabs at once: the other one booked with it a moment before. */
  taken: "Ten bon został przed chwilą wykorzystany w innej rezerwacji.",
  withPackage: "Bonu nie można połączyć z zamówieniem pakietu. Zarezerwuj pojedynczy trening albo zamów pakiet bez bonu.",
  /** An amount's voucher sold when the offer let it pay sessions only, typed with a package ordered. */
  sessionsOnly: "Ten bon opłaca treningi, nie pakiety. Zarezerwuj pojedynczy trening albo zamów pakiet bez bonu.",
  withSeats:
    "Tu bon opłaca trening indywidualny. Miejsce na zajęciach w parze lub grupie opłaca tylko bon, który na to pozwala, na stronie tych zajęć (Zajęcia). Wybierz trening indywidualny albo zarezerwuj bez bonu.",
  /** At /zajecia/:id: a session's or a package's voucher, or an amount's sold when the offer let it pay sessions (and packages) only. */
  notForSeats: "Ten bon nie opłaca miejsc na zajęciach w parach i grupach. Zapisz się bez bonu, a bon wykorzystaj przy treningu indywidualnym.",
};

/** "Bon był ważny do 30 listopada 2026 r." */
export const voucherExpired = (until: string) => `Bon był ważny do ${until} r.`;
/** A session voucher used for another service. */
export const voucherForOtherService = (service: string) => `Ten bon jest na: ${service}. Wybierz tę usługę, aby z niego skorzystać.`;
/** A package's voucher with a service the package does not cover, or for a package no longer in the price list (the trainer books it then). */
export const packageVoucherRefusal = (title: string, phone: string, sold: boolean) =>
  sold
    ? `Ten bon jest na: ${title}. Wybierz trening, który obejmuje ten pakiet, a pakiet zacznie się od niego.`
    : `Ten bon jest na: ${title}. Tego pakietu nie ma już w cenniku: zadzwoń (${phone}), a umówimy pierwszy trening razem.`;
/** Shown in the booking's notes for the trainer: what the voucher paid. */
export function redeemedNote(facts: { code: string; amount: number | null; forPackage: boolean }): string {
  if (facts.forPackage) return `Pakiet opłacony bonem ${facts.code}; to pierwszy trening z pakietu.`;
  return facts.amount === null ? `Opłacony bonem ${facts.code}.` : `Bon ${facts.code}: ${formatPrice(facts.amount)} mniej.`;
}
