// The month the summary is about (?miesiac=2026-11), its bounds in Warsaw
// time, and the arithmetic of its payments: pure, so the page, the CSV and the
// tests add up the same way.
import { Temporal } from "temporal-polyfill";
import { warsawBoundary, warsawDate } from "~/scheduling";
import { MONEY_METHODS, type MoneyMethod } from "./payment-state";

/** The address's name of the month chosen. */
export const MONTH_QUERY = "miesiac";

/** The month asked for ("2026-11"), or the current one in Warsaw when none or not a month is asked. */
export function monthAsked(text: string | null, now: Date): Temporal.PlainYearMonth {
  if (text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text)) {
    const month = Temporal.PlainYearMonth.from(text);
    if (month.year >= 2000 && month.year <= 2100) return month;
  }
  return warsawDate(now).toPlainYearMonth();
}

/** The month's first day and the next month's, as dates ("2026-11-01") and as instants (ISO, Warsaw midnights). */
export function monthBounds(month: Temporal.PlainYearMonth) {
  const first = month.toPlainDate({ day: 1 });
  const next = first.add({ months: 1 });
  return {
    firstDay: first.toString(),
    nextFirstDay: next.toString(),
    from: new Date(warsawBoundary(first, 0)).toISOString(),
    to: new Date(warsawBoundary(next, 0)).toISOString(),
  };
}

/** One payment received: a session's or a package's. */
export type PaymentRow = {
  /** ISO instant it was recorded. */
  paidAt: string;
  client: string;
  what: string;
  /** The seats a session's payment is for (2 with a companion); none for a package. */
  seats?: number;
  /** The session's start (ISO instant) or the package's sale date ("2026-11-05"). */
  when: string;
  method: MoneyMethod;
  amount: number;
};

export type PaymentTotals = { byMethod: Record<MoneyMethod, number>; total: number; count: number };

export function totalsOf(rows: readonly PaymentRow[]): PaymentTotals {
  const byMethod = Object.fromEntries(MONEY_METHODS.map((method) => [method, 0])) as Record<MoneyMethod, number>;
  for (const row of rows) byMethod[row.method] += row.amount;
  return { byMethod, total: rows.reduce((sum, row) => sum + row.amount, 0), count: rows.length };
}
