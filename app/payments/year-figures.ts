// The year at a glance, as arithmetic: the last 12 months and 52 weeks in
// Warsaw time, and what falls into each. Pure, so the page, the tests and the
// benchmark count the same way.
import { Temporal } from "temporal-polyfill";
import { warsawBoundary, warsawDate } from "~/scheduling";

/** A span of the calendar: its first day ("2026-11-01" or a Monday) and its bounds as ISO instants. */
export type Span = { first: string; from: string; to: string };

const spanOf = (first: Temporal.PlainDate, next: Temporal.PlainDate): Span => ({
  first: first.toString(),
  from: new Date(warsawBoundary(first, 0)).toISOString(),
  to: new Date(warsawBoundary(next, 0)).toISOString(),
});

/** The 12 months up to and with the current one, oldest first. */
export function lastMonths(now: Date, count = 12): Span[] {
  const current = warsawDate(now).with({ day: 1 });
  return Array.from({ length: count }, (_, index) => {
    const first = current.subtract({ months: count - 1 - index });
    return spanOf(first, first.add({ months: 1 }));
  });
}

/** The 52 weeks (Monday to Sunday) up to and with the current one, oldest first. */
export function lastWeeks(now: Date, count = 52): Span[] {
  const today = warsawDate(now);
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  return Array.from({ length: count }, (_, index) => {
    const first = monday.subtract({ weeks: count - 1 - index });
    return spanOf(first, first.add({ weeks: 1 }));
  });
}

/** The index of the span the instant falls in, or -1. */
export function spanIndex(spans: readonly Span[], at: string): number {
  if (spans.length === 0 || at < spans[0]!.from || at >= spans.at(-1)!.to) return -1;
  return spans.findIndex((span) => at >= span.from && at < span.to);
}

/** Adds each (instant, value) into the span it falls in; those outside every span are left out. */
export function sumBySpan(spans: readonly Span[], items: Iterable<{ at: string; value: number }>): number[] {
  const sums = spans.map(() => 0);
  for (const { at, value } of items) {
    const index = spanIndex(spans, at);
    if (index >= 0) sums[index]! += value;
  }
  return sums;
}

/** A client not seen for this long counts as lost, on the day it passes. */
export const LOST_AFTER_DAYS = 56;

/** The day a client seen last at `lastSeen` (ISO instant) counts as lost, as an instant at that Warsaw day's start. */
export function lostAt(lastSeen: string): string {
  return new Date(warsawBoundary(warsawDate(Date.parse(lastSeen)).add({ days: LOST_AFTER_DAYS }), 0)).toISOString();
}
