// What a client's withdrawal from a package within the 14 days comes to
// (art. 27, 35 and 36 of the Consumer Rights Act): sessions held before it at
// the client's own request to start early are paid in proportion to the
// package (its price for all its sessions); without that request nothing is
// owed for them (art. 36 pkt 1 lit. a); everything paid above what is owed
// goes back, by the way it came (art. 32). Pure: the server reads the facts.
import { Temporal } from "temporal-polyfill";
import { WITHDRAWAL_DAYS } from "~/terms";

export type WithdrawalFacts<P extends { amount: number }> = {
  price: number;
  sessions: number;
  /** Sessions the package has counted so far (held, or missed and counted). */
  used: number;
  earlyStartRequested: boolean;
  /** What came in for the package and was not given back, per way it came (a method), oldest first. */
  paid: readonly P[];
};

/** `due`: what stays sold; `refunds`: what goes back of each payment, by the way it came. */
export type WithdrawalSettlement<P> = { due: number; refunds: P[] };

export function withdrawalSettlement<P extends { amount: number }>(facts: WithdrawalFacts<P>): WithdrawalSettlement<P> {
  const delivered = Math.min(facts.used, facts.sessions);
  // The books keep whole złoty: a fraction is rounded down, in the client's favour.
  const due = facts.earlyStartRequested && facts.sessions > 0 ? Math.floor((facts.price * delivered) / facts.sessions) : 0;
  let keep = due;
  const refunds: P[] = [];
  // The oldest payments are kept against what is owed; the rest of each goes back by its own method.
  for (const payment of facts.paid) {
    const kept = Math.min(keep, payment.amount);
    keep -= kept;
    const back = payment.amount - kept;
    if (back > 0) refunds.push({ ...payment, amount: back });
  }
  return { due, refunds };
}

/** The last day the client may send the statement: the 14th day after the contract's (art. 27, art. 111 § 2 of the Civil Code). */
export const lastDayToWithdraw = (soldOn: string): Temporal.PlainDate => Temporal.PlainDate.from(soldOn).add({ days: WITHDRAWAL_DAYS });

/** Why a statement's day is refused: before the sale, later than today, or after the 14 days. */
export function statementDayProblem(statedOn: string, soldOn: string, today: Temporal.PlainDate): "before-sale" | "future" | "too-late" | null {
  const day = Temporal.PlainDate.from(statedOn);
  if (Temporal.PlainDate.compare(day, Temporal.PlainDate.from(soldOn)) < 0) return "before-sale";
  if (Temporal.PlainDate.compare(day, today) > 0) return "future";
  if (Temporal.PlainDate.compare(day, lastDayToWithdraw(soldOn)) > 0) return "too-late";
  return null;
}
