// What the client cards' list says about a card, in Polish counted forms.
import { formatClock, formatDay, warsawDate } from "~/scheduling";
import type { ClientRow } from "~/clients/index.server";
import { formatDate } from "~/lib/format";
import { bookingCount, enquiryCount } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";

/** "1 osoba", "2 osoby", "5 osób": people, as the list counts its cards. */
export const personCount = (count: number) => countedPhrase(count, { one: "{count} osoba", few: "{count} osoby", many: "{count} osób" });

/** "następny trening: wtorek, 2 marca, 18:00", or "ostatnio: 12 lutego 2027". */
export function clientActivity(row: Pick<ClientRow, "nextSessionAt" | "lastActivityAt">): string {
  if (row.nextSessionAt) {
    const start = Date.parse(row.nextSessionAt);
    return `następny trening: ${formatDay(warsawDate(start), false)}, ${formatClock(start)}`;
  }
  return `ostatnio: ${formatDate(row.lastActivityAt)}`;
}

/** "1 zapytanie · 3 rezerwacje"; a count of none is left out. */
export function clientCountsLine(row: Pick<ClientRow, "enquiries" | "bookings">): string {
  return [row.enquiries ? enquiryCount(row.enquiries) : "", row.bookings ? bookingCount(row.bookings) : ""].filter(Boolean).join(" · ");
}
