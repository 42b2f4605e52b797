const priceFormat = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN", maximumFractionDigits: 0 });

/**
 * The one way the site and the panel write a price: "150 zł", "1040 zł",
 * "12 500 zł". Polish usage as CLDR has it: no space inside a four-digit
 * number, a space between thousands from five digits on, the sign after the
 * number; every space a no-break one.
 */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}

const WARSAW = "Europe/Warsaw";
const longDate = new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeZone: WARSAW });
const shortTime = new Intl.DateTimeFormat("pl-PL", { timeStyle: "short", timeZone: WARSAW });
const isoDateTime = new Intl.DateTimeFormat("sv-SE", { dateStyle: "short", timeStyle: "short", timeZone: WARSAW });

/** The one way the site writes a date: "12 marca 2027", in Warsaw. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** The one way the site writes a moment, as the trainer's clock shows it, whatever the server's time zone: "12 marca 2027, 10:15". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${longDate.format(date)}, ${shortTime.format(date)}`;
}

/** "2025-03-12 10:15", Warsaw time: sorts as text and is read as a date by spreadsheets. */
export function formatSortableDateTime(iso: string): string {
  return isoDateTime.format(new Date(iso));
}

const megabytes = new Intl.NumberFormat("pl-PL", { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
const kilobytes = new Intl.NumberFormat("pl-PL", { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });

/**
 * A file's size as a phone's gallery writes it, in the units the upload
 * limit uses (1 MB = 1024 kB): "2,4 MB", "350 kB", the unit kept with its
 * number (CLDR puts a plain space there).
 */
export function formatFileSize(bytes: number): string {
  const kilo = bytes / 1024;
  const size = kilo >= 1024 ? megabytes.format(kilo / 1024) : kilobytes.format(Math.max(1, Math.round(kilo)));
  return size.replaceAll(" ", "\u00A0");
}
