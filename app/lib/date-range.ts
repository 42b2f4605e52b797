// A range of calendar dates in words, the one way the panel writes one:
// "24–31 grudnia 2026", "28 grudnia 2026 – 3 stycznia 2027".
import { dayCount } from "./polish-phrases";

// Calendar dates only, at midnight UTC: no time zone or clock change comes into them.
const DAY_MS = 24 * 60 * 60 * 1000;
const dayMonthYear = new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const midnight = (date: string) => (ISO_DATE.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(NaN));

/** "2026-12-24", "2026-12-31" → "24–31 grudnia 2026". */
export function formatDateRange(from: string, to: string): string {
  // ICU sets the dash between thin spaces; plain ones, which typeset() keeps the dash's line with.
  return dayMonthYear.formatRange(midnight(from), midnight(to)).replace(/\u2009/g, " ");
}

/** "2026-12-24", "2026-12-31" → "24–31 grudnia 2026, 8 dni"; null until both are real dates in order. */
export function dateRangeInWords(from: string, to: string): string | null {
  const first = midnight(from);
  const last = midnight(to);
  if (Number.isNaN(+first) || Number.isNaN(+last) || last < first) return null;
  return `${formatDateRange(from, to)}, ${dayCount(Math.round((+last - +first) / DAY_MS) + 1)}`;
}
