// The panel's words for a voucher's changes on /admin/bony: cancelled (with
// the refund owed), extended, restored, each with a reason kept in its
// history; the toasts and refusals of each. Addressed to the trainer in the
// imperative, which has one form for both genders.
import type { LedgerMethod } from "~/db/ledger-tables";
import { formatPrice } from "~/lib/format";
import { methodWord } from "~/payments";
import { formatDate } from "~/scheduling";
import { Temporal } from "temporal-polyfill";
import type { VoucherChangeKind } from "~/db/voucher-tables";
import { refundForTrainer } from "~/online-payments";

/** "30 września 2026" from "2026-09-30". */
const day = (date: string) => formatDate(Temporal.PlainDate.from(date));

export const REASON_LIMITS = { min: 3, max: 300 } as const;

/** "Powód anulowania (zostanie w historii bonu)": each form's own, as a voucher's entry may show two. */
export const reasonLabel = (change: string) => `Powód ${change} (zostanie w historii bonu)`;

export const CHANGE_FORMS = {
  cancel: {
    reason: reasonLabel("anulowania"),
    open: "Anuluj bon…",
    submit: "Anuluj bon",
    lead: "Kod przestanie działać od razu.",
    placeholder: "Np. kupujący odstąpił od umowy w ciągu 14 dni",
  },
  extend: {
    reason: reasonLabel("przedłużenia"),
    open: "Przedłuż ważność…",
    submit: "Przedłuż ważność",
    date: "Nowa data ważności",
    placeholder: "Np. choroba obdarowanej osoby",
  },
  restore: {
    reason: reasonLabel("przywrócenia"),
    open: "Przywróć…",
    submit: "Przywróć bon",
    lead: "Bon wróci do stanu sprzed anulowania, a zwrot zapisany przy anulowaniu zniknie z rozliczeń.",
    placeholder: "Np. anulowany przez pomyłkę",
  },
} as const;

/** Before "Anuluj bon": what the buyer gets back, and how. */
export function refundLine(refund: { owed: number; method: LedgerMethod | null; paid: boolean }): string {
  if (refund.owed > 0) return `Do zwrotu: ${formatPrice(refund.owed)}${refund.method ? ` (${methodWord(refund.method)}, jak przy zapłacie)` : ""}.`;
  return refund.paid ? "Bon został wykorzystany: nic do zwrotu." : "Bon nie był opłacony: nic do zwrotu.";
}

/** The state word of a cancelled voucher in the list: "anulowany 12 marca 2026". */
export const cancelledOn = (date: string) => `anulowany ${date}`;

/** One line of a voucher's history: "12 marca 2026 przedłużony do 30 września 2026: choroba". */
export function historyLine(change: { kind: VoucherChangeKind; on: string; validUntil: string | null; refund: number | null; reason: string }): string {
  return `${change.on} ${changeWords(change)}: ${change.reason}`;
}

function changeWords(change: { kind: VoucherChangeKind; validUntil: string | null; refund: number | null }): string {
  if (change.kind === "cancelled") return change.refund ? `anulowany, zwrot ${formatPrice(change.refund)}` : "anulowany";
  if (change.kind === "extended" && change.validUntil) return `przedłużony do ${day(change.validUntil)}`;
  return change.kind === "extended" ? "przedłużony" : "przywrócony";
}

export const HISTORY_HEADING = "Historia zmian";

/** Why a change's form was refused: sent back with what was typed. */
export const CHANGE_PROBLEMS = {
  reason: `Wpisz powód, od ${REASON_LIMITS.min} do ${REASON_LIMITS.max} znaków.`,
  date: "Wybierz nową datę ważności.",
  /** The page was drawn from another voucher or a form of another version of the site. */
  stale: "Odśwież stronę i spróbuj jeszcze raz.",
  tooEarly: (earliest: string) => `Wybierz ${day(earliest)} lub później: nowa data musi być późniejsza niż dziś i niż obecna ważność.`,
};

/** What a change did, or why it did nothing: the toast after it. */
export type ChangeOutcomeFacts =
  | { kind: "cancelled"; code: string; refund: number; method: LedgerMethod | null; online?: OnlineRefundFacts }
  | { kind: "extended"; code: string; validUntil: string; mailed: boolean }
  | { kind: "restored"; code: string }
  | { kind: "not-found" | "changed" | "already-cancelled" | "not-cancelled" | "already-extended" | "not-extendable" | "refunded-online" };

const REFUSALS = {
  "not-found": "Nie ma już tego bonu.",
  changed: "Ten bon zmienił się w międzyczasie (np. w innej karcie): sprawdź go na liście i spróbuj jeszcze raz.",
  "already-cancelled": "Ten bon był już anulowany: nic się nie zmieniło.",
  "refunded-online":
    "Zwrot za ten bon poszedł już do operatora płatności online: bonu nie można przywrócić. Jeśli kupujący chce go jednak mieć, niech zamówi nowy.",
  "not-cancelled": "Ten bon nie jest anulowany: nic się nie zmieniło.",
  "already-extended": "Ten bon był już przedłużony do tego dnia: nic się nie zmieniło.",
  "not-extendable": "Ważność można przedłużyć tylko opłaconemu bonowi, który nie jest anulowany ani wykorzystany.",
} as const;

/** A refund through the provider that took the money: where it stands once asked. */
export type OnlineRefundFacts = { provider: "przelewy24" | "stripe"; state: "due" | "asking" | "asked" | "done" | "refused"; reason: string | null };

/** The toast of a voucher cancelled whose money went online: the refund asked, refused (and what to do), or waiting for the provider. */
const onlineRefundToast = (code: string, amount: number, refund: OnlineRefundFacts) =>
  `Bon ${code} anulowany. ${refundForTrainer({ ...refund, amount, whose: "buyer" })}`;

export function changeToast(outcome: ChangeOutcomeFacts): string {
  switch (outcome.kind) {
    case "cancelled":
      if (outcome.online && outcome.refund > 0) return onlineRefundToast(outcome.code, outcome.refund, outcome.online);
      return outcome.refund > 0
        ? `Bon ${outcome.code} anulowany. Do zwrotu: ${formatPrice(outcome.refund)}${outcome.method ? ` (${methodWord(outcome.method)})` : ""}; zwrot jest zapisany w rozliczeniach.`
        : `Bon ${outcome.code} anulowany: kod już nie działa.`;
    case "extended":
      return `Bon ${outcome.code} jest teraz ważny do ${day(outcome.validUntil)}.${outcome.mailed ? " Kupujący dostanie e-mailem bon w PDF z nową datą." : ""}`;
    case "restored":
      return `Bon ${outcome.code} przywrócony.`;
    default:
      return REFUSALS[outcome.kind];
  }
}
