// The panel's words about payments: a booking's or a package's state, its
// buttons and toasts, the page /admin/platnosci and its CSV.
import { formatPrice } from "~/lib/format";
import { monthIn } from "~/lib/polish-grammar";
import { packageCount, trainingCount } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";
import { isPaymentMethod, type LedgerMethod, type MoneyMethod, type NothingToPay, type PaymentMethod, type PaymentState } from "./payment-state";

/** The buttons' words: "Gotówka", "Przelew", "BLIK". */
export const METHOD_LABELS: Record<PaymentMethod, string> = { cash: "Gotówka", transfer: "Przelew", blik: "BLIK" };
const METHOD_WORDS: Record<LedgerMethod, string> = {
  cash: "gotówka",
  transfer: "przelew",
  blik: "BLIK",
  voucher: "bon podarunkowy",
  przelewy24: "Przelewy24 (online)",
  stripe: "Stripe (online)",
};

// After "Płatność:" and alone on a badge, whatever the service's gender (a training, a consultation): adverbs, never an adjective.
const NOTHING_TO_PAY: Record<NothingToPay, string> = {
  package: "z pakietu",
  // As "opłacone: gotówka": the participle's one form, whatever the service.
  voucher: "opłacone bonem",
  free: "bezpłatnie",
  cancelled: "bez opłaty (termin odwołany)",
};

/** "do zapłaty: 150 zł", "opłacone: gotówka, 150 zł", "z pakietu", "opłacone bonem", "bezpłatnie". */
export function paymentText(state: PaymentState): string {
  if (state.kind === "none") return NOTHING_TO_PAY[state.why];
  if (state.kind === "due") {
    const deposit = state.deposit && ` (zadatek ${formatPrice(state.deposit.amount)}: ${METHOD_WORDS[state.deposit.method]})`;
    return `do zapłaty: ${formatPrice(state.amount)}${deposit ?? ""}`;
  }
  const how = paidHow(state);
  return how ? `opłacone: ${how}` : "opłacone";
}

/** "gotówka, 150 zł"; "" for a payment recorded before the method was. */
export function paidHow({ method, amount }: { method: LedgerMethod | null; amount: number | null }): string {
  return [method && METHOD_WORDS[method], amount !== null && formatPrice(amount)].filter(Boolean).join(", ");
}

/** A method in a sentence or a table's cell: "gotówka". */
export const methodWord = (method: LedgerMethod) => METHOD_WORDS[method];

/** The sale form's choice: still to pay, or paid now by a method (the value posted, the label). */
export const SALE_PAYMENT_CHOICES: readonly (readonly [PaymentMethod | "", string])[] = [
  ["", "do zapłaty"],
  ["cash", "opłacony gotówką"],
  ["transfer", "opłacony przelewem"],
  ["blik", "opłacony BLIK-iem"],
];

export const AMOUNT_LABEL = "Kwota (zł)";
export const PAID_BY = "Opłacone:";
export const UNDO_PAYMENT = "Cofnij opłacenie";
export const AMOUNT_PROBLEM = "Podaj kwotę w pełnych złotych, od 0 do 100 000, np. 150.";

export type PaymentOutcome = "paid" | "already-paid" | "undone" | "already-unpaid" | "nothing-to-pay" | "not-found" | "paid-online";

/** The toast after a tap. */
export const PAYMENT_TOASTS: Record<PaymentOutcome, string> = {
  paid: "Zapisano płatność.",
  "already-paid": "Ta płatność była już zapisana — nic nie zmieniono.",
  undone: "Cofnięto opłacenie: znowu do zapłaty.",
  "already-unpaid": "To już jest do zapłaty — nic nie zmieniono.",
  "nothing-to-pay": "Tu nie ma nic do zapłaty (trening z pakietu, opłacony bonem, bezpłatny albo odwołany).",
  "not-found": "Nie ma już tej pozycji — mogła zostać usunięta.",
  "paid-online":
    "Ta rezerwacja jest płacona online: płatności nie zapisuje się ani nie cofa ręcznie (pieniądze wracają zwrotem u operatora, gdy odwołasz termin).",
};

// The page /admin/platnosci.

export const PAYMENTS_TITLE = "Płatności";
export const UNPAID_HEADING = "Do zapłaty";
/** What the list holds, by the terms' rule: a session paid before it is owed from its booking. */
export function unpaidLead(due: "at_session" | "before_session"): string {
  const sessions =
    due === "before_session"
      ? "Treningi, które się odbyły, i wszystkie potwierdzone — także przyszłe, bo płaci się za nie przed treningiem — oraz sprzedane pakiety"
      : "Treningi, które się odbyły albo są potwierdzone do dziś włącznie, i sprzedane pakiety";
  return `${sessions}, od najstarszych. Treningi z pakietu, opłacone bonem i bezpłatne tu nie trafiają.`;
}
export const NOTHING_UNPAID = "Wszystko opłacone.";
/** "Razem: 2 treningi i 1 pakiet, 1340 zł."; a kind with none is not named. */
export function unpaidTotal(sessions: number, packages: number, amount: number): string {
  const counted = [sessions > 0 && trainingCount(sessions), packages > 0 && packageCount(packages)].filter(Boolean);
  return `Razem: ${counted.join(" i ")}, ${formatPrice(amount)}.`;
}
/** A person's line in "Do zapłaty": "2 treningi i 1 pakiet, 1340 zł". */
export function personOwes(sessions: number, packages: number, amount: number): string {
  const counted = [sessions > 0 && trainingCount(sessions), packages > 0 && packageCount(packages)].filter(Boolean);
  return `${counted.join(" i ")}, ${formatPrice(amount)}`;
}
/** The form under a person's lines that pays them all at their amounts. */
export const PAY_ALL = { legend: (amount: number) => `Wszystko naraz (${formatPrice(amount)}) opłacone:`, intent: "pay-all" } as const;
/** After "Wszystko naraz": "Zapisano 3 płatności."; those paid meanwhile (another tab, a phone) are said apart. */
export function payAllToast(paid: number, already: number): string {
  const saved =
    paid === 0
      ? "Nie zapisano żadnej płatności."
      : `Zapisano ${countedPhrase(paid, { one: "{count} płatność", few: "{count} płatności", many: "{count} płatności" })}.`;
  const before = countedPhrase(already, {
    one: "{count} pozycja była już opłacona.",
    few: "{count} pozycje były już opłacone.",
    many: "{count} pozycji było już opłaconych.",
  });
  return already > 0 ? `${saved} ${before}` : saved;
}
/** When the list is cut: "Pokazano 100 najstarszych." */
export const shownOldest = (count: number) => `Pokazano ${count} najstarszych.`;

export const SUMMARY_HEADING = "Podsumowanie miesiąca";
export const PREVIOUS_MONTH = "Poprzedni miesiąc";
export const NEXT_MONTH = "Następny miesiąc";
export const CSV_LINK = "Pobierz płatności miesiąca (CSV dla księgowości)";

/** The summary's rows, in the table's order. */
export const summaryLines = (summary: {
  held: number;
  heldByVoucher: number;
  noShows: number;
  groupSeats: number;
  newClients: number;
  packagesSold: number;
}) => [
  // A group session counts once among the trainings; its participants' seats are a line of their own.
  { label: "Treningi, które się odbyły", value: trainingCount(summary.held) },
  // A voucher's session is a redemption of a voucher sold, not a free session.
  ...(summary.heldByVoucher > 0 ? [{ label: "W tym opłacone bonem podarunkowym", value: trainingCount(summary.heldByVoucher) }] : []),
  ...(summary.groupSeats > 0 ? [{ label: "Miejsca w zajęciach w parach i grupach", value: String(summary.groupSeats) }] : []),
  { label: "Nieobecności", value: String(summary.noShows) },
  { label: "Nowi klienci", value: String(summary.newClients) },
  { label: "Sprzedane pakiety", value: packageCount(summary.packagesSold) },
];
export const PAID_IN_MONTH = "Wpłaty w miesiącu";
export const TOTAL = "Razem";

/** The CSV's columns: one row per entry of the ledger. */
export const CSV_HEADER = ["Nr dokumentu", "Data", "Rodzaj", "Klient", "Za co", "Miejsca", "Termin lub data sprzedaży", "Sposób", "Kwota (zł)"];
/** An entry's kind in the CSV: money in, money given back, or a gift voucher used (its money came at its sale). */
export const entryKindWord = (kind: "payment" | "refund", method: LedgerMethod) =>
  method === "voucher" ? (kind === "payment" ? "zapłata bonem" : "zwrot na bon") : kind === "payment" ? "wpłata" : "zwrot";
/** The file's name: "platnosci-2026-11.csv". */
export const csvFileName = (month: string) => `platnosci-${month}.csv`;

/** "listopad 2026": the month the summary is about. */
export const monthTitle = (year: number, month: number) => `${monthIn(month, "nominative")} ${year}`;
/** An unpaid package's day: "sprzedany 5 listopada 2026". */
export const soldOnText = (date: string) => `sprzedany ${date}`;
/** A method's row in the summary: "Gotówka". */
export const methodRowLabel = (method: MoneyMethod) => (isPaymentMethod(method) ? METHOD_LABELS[method] : METHOD_WORDS[method]);
