// The arithmetic of the ledger, pure so that the pages, the CSV and the
// property test add up the same way: a sale's balance is what it costs minus
// the money received for it plus the money given back, entries undone by
// "Cofnij opłacenie" counting nowhere.
import type { LedgerMethod } from "~/db/ledger-tables";

export type EntryKind = "payment" | "refund";

/** One entry as the arithmetic needs it. */
export type EntryFacts = { kind: EntryKind; method: LedgerMethod; amount: number; at: string; voidedAt: string | null };

/** The payment a sale shows as its own: how, how much, when. */
export type SalePayment = { method: LedgerMethod; amount: number; at: string };

const live = (entries: readonly EntryFacts[]) => entries.filter((entry) => entry.voidedAt === null);

/** An entry's amount as it counts in a sum: money in above 0, money given back below. */
export const signedAmount = (entry: { kind: EntryKind; amount: number }) => (entry.kind === "payment" ? entry.amount : -entry.amount);

/** Money in minus money given back, over entries that count. */
export const netPaid = (entries: readonly EntryFacts[]) => live(entries).reduce((sum, entry) => sum + signedAmount(entry), 0);

/** What is left to pay of a sale costing `total`; below 0 when more came in than it costs. */
export const balanceOf = (total: number, entries: readonly EntryFacts[]) => total - netPaid(entries);

/** The latest payment that counts, or null: a sale is "opłacone" while one stands. */
export function standingPayment(entries: readonly EntryFacts[]): SalePayment | null {
  const payments = live(entries).filter((entry) => entry.kind === "payment");
  const latest = payments.reduce<EntryFacts | null>((last, entry) => (last === null || entry.at >= last.at ? entry : last), null);
  return latest && { method: latest.method, amount: latest.amount, at: latest.at };
}
