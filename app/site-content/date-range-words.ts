import { dayCount } from "~/lib/polish-phrases";

// Calendar dates only, at midnight UTC: no time zone or clock change comes into a count of days.
const DAY_MS = 24 * 60 * 60 * 1000;
const dayAndMonth = new Intl.DateTimeFormat("pl-PL", { day: "numeric", month: "long", timeZone: "UTC" });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-12-24", "2026-12-31" → "24–31 grudnia, 8 dni"; null until both are real dates in order. */
export function dateRangeInWords(from: string, to: string): string | null {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return null;
  const first = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(+first) || Number.isNaN(+last) || last < first) return null;
  // The year is said only when the range crosses one ("28 grudnia 2026 – 3 stycznia 2027").
  return `${dayAndMonth.formatRange(first, last)}, ${dayCount(Math.round((+last - +first) / DAY_MS) + 1)}`;
}
