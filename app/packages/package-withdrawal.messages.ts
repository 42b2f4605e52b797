// What the trainer and the client read of a withdrawal from a package within
// the 14 days (art. 27, 32, 35 of the Consumer Rights Act): the card's form,
// its toast and history line, and the client's confirmation by mail.
import { Temporal } from "temporal-polyfill";
import { formatPrice } from "~/lib/format";
import { countedPhrase } from "~/lib/polish-plural";
import { trainingCount } from "~/lib/polish-phrases";
import { methodWord } from "~/payments";
import { formatDate } from "~/scheduling";
import { PROVIDER_NAMES, refundAskedForClient } from "~/online-payments";
import type { LedgerMethod } from "~/db/ledger-tables";

type Refund = { method: LedgerMethod; amount: number };

const day = (iso: string) => formatDate(Temporal.PlainDate.from(iso));
const isOnline = (method: LedgerMethod): method is keyof typeof PROVIDER_NAMES => method === "przelewy24" || method === "stripe";

export const WITHDRAWAL_FORM = {
  summary: "Klient odstąpił od umowy…",
  lead: "Wpisz, gdy klient w ciągu 14 dni od zakupu napisze, że odstępuje od umowy (e-mailem, formularzem odstąpienia, listem). Pakiet przestanie się liczyć, a strona policzy zwrot.",
  statedOn: "Dzień, w którym klient wysłał oświadczenie",
  submit: "Zapisz odstąpienie i zwrot",
};

/** The rule with this package's figures, before the tap: what stays to pay for the sessions held, and that the rest goes back. */
export function withdrawalPreview(facts: { used: number; sessions: number; price: number; dueIfAsked: number; lastDay: string }): string {
  const deadline = `Ostatni dzień na oświadczenie: ${day(facts.lastDay)}.`;
  if (facts.used === 0) return `Żaden trening z pakietu się jeszcze nie odbył: klient dostaje zwrot całej wpłaty. ${deadline}`;
  const held = countedPhrase(facts.used, { one: "Odbył się {count} trening", few: "Odbyły się {count} treningi", many: "Odbyło się {count} treningów" });
  return `${held} z ${facts.sessions}. Jeśli klient prosił o rozpoczęcie przed upływem 14 dni, płaci za odbyte treningi proporcjonalnie: ${formatPrice(facts.dueIfAsked)}, a bez tej prośby nic (art. 35 i 36 ustawy o prawach konsumenta). Resztę wpłaty strona zwraca tą samą drogą. ${deadline}`;
}

/** Kept as the package's removal reason: it counts nowhere from now on. */
export const withdrawalReason = (statedOn: string) => `odstąpienie od umowy (oświadczenie z ${day(statedOn)})`;

const refundsText = (refunds: readonly Refund[]) => refunds.map((refund) => `${formatPrice(refund.amount)} (${methodWord(refund.method)})`).join(", ");

/** The package's history line. */
export function withdrawnEvent({ reason, due, used, refunds }: { reason: string; due: number; used: number; refunds: readonly Refund[] }): string {
  const kept = due > 0 ? `za ${trainingCount(used)} zostaje ${formatPrice(due)}` : "nic do zapłaty za odbyte treningi";
  return `${reason}: ${kept}; ${refunds.length > 0 ? `zwrot ${refundsText(refunds)}` : "bez zwrotu (nic nie wpłynęło)"}`;
}

/** The trainer's toast: what stays, what the provider gives back, what she hands back herself and by when, and what is still booked. */
export function withdrawnToast(facts: {
  name: string;
  due: number;
  used: number;
  refunds: readonly Refund[];
  mailed: boolean;
  bookedAhead: number;
  byDay: string;
}) {
  const parts = [`Zapisano odstąpienie od umowy: ${facts.name}.`];
  if (facts.due > 0) parts.push(`Za odbyte treningi (${facts.used}) zostaje ${formatPrice(facts.due)}.`);
  for (const refund of facts.refunds) {
    if (isOnline(refund.method)) parts.push(`Zwrot ${formatPrice(refund.amount)} zlecony w ${PROVIDER_NAMES[refund.method]}.`);
    else if (refund.method === "voucher") parts.push(`${formatPrice(refund.amount)} wraca na bon podarunkowy, którym zapłacono.`);
    else parts.push(`Zwróć klientowi ${formatPrice(refund.amount)} (${methodWord(refund.method)}) najpóźniej ${day(facts.byDay)}.`);
  }
  if (facts.bookedAhead > 0)
    parts.push(`Zarezerwowane dalsze treningi (${facts.bookedAhead}) nie są już z pakietu: odwołaj je w kalendarzu, jeśli klient z nich rezygnuje.`);
  if (facts.mailed) parts.push("Klient dostanie e-mail z potwierdzeniem.");
  return parts.join(" ");
}

/** Why the statement's day is refused. */
export function withdrawalDayRefusal(problem: "before-sale" | "future" | "too-late", { soldOn, lastDay }: { soldOn: string; lastDay: string }): string {
  if (problem === "before-sale") return `Oświadczenie nie może być sprzed zakupu pakietu (${day(soldOn)}). Popraw dzień.`;
  if (problem === "future") return "Podaj dzień, który już był: dziś albo wcześniej.";
  return `Termin na odstąpienie minął ${day(lastDay)}: oświadczenie wysłane później nie daje prawa do zwrotu. Pakiet zostaje bez zmian.`;
}

/** The client's confirmation. */
export const withdrawnSubject = (name: string) => `Odstąpienie od umowy: ${name}`;

export function withdrawnLines(facts: { name: string; soldOn: string; due: number; used: number; refunds: readonly Refund[] }): string[] {
  const lines = [
    `Dzień dobry! Potwierdzam otrzymanie oświadczenia o odstąpieniu od umowy pakietu „${facts.name}” zamówionego ${day(facts.soldOn)}. Pakiet już nie obowiązuje.`,
  ];
  if (facts.due > 0) {
    lines.push(
      `Za treningi, które odbyły się na Twoją prośbę przed upływem 14 dni (${facts.used}), płacisz proporcjonalnie do ceny pakietu: ${formatPrice(facts.due)} (art. 35 ustawy o prawach konsumenta).`,
    );
  } else if (facts.used > 0) lines.push("Za treningi, które już się odbyły, nic nie płacisz.");
  for (const refund of facts.refunds) {
    if (isOnline(refund.method)) lines.push(refundAskedForClient(refund.method, refund.amount));
    else if (refund.method === "voucher")
      lines.push(`${formatPrice(refund.amount)} wraca na bon podarunkowy, którym zapłacono: można nim zapłacić za inne treningi.`);
    else
      lines.push(
        `Zwrot ${formatPrice(refund.amount)} oddam tą samą drogą, którą zapłacono (${methodWord(refund.method)}), najpóźniej w ciągu 14 dni od otrzymania oświadczenia.`,
      );
  }
  return lines;
}
