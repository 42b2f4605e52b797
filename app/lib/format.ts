const priceFormat = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", maximumFractionDigits: 0 });

/** "1 040 zł": Polish grouping and currency sign. */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}

const WARSAW = "Europe/Warsaw";
const shortDateTime = new Intl.DateTimeFormat("pl-PL", { dateStyle: "short", timeStyle: "short", timeZone: WARSAW });
const longDateTime = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeStyle: "short", timeZone: WARSAW });
const isoDateTime = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: WARSAW });

/** A moment as the trainer's clock shows it, whatever the server's time zone: "12.03.2025, 10:15". */
export function formatDateTime(iso: string): string {
  return shortDateTime.format(new Date(iso));
}

/** "12 marca 2025 10:15". */
export function formatLongDateTime(iso: string): string {
  return longDateTime.format(new Date(iso));
}

/** "2025-03-12 10:15", Warsaw time: sorts as text and is read as a date by spreadsheets. */
export function formatSortableDateTime(iso: string): string {
  return isoDateTime.format(new Date(iso));
}
