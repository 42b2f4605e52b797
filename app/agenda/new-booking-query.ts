// The query of /admin/kalendarz/nowa: the service, day and time kept while
// the page reloads, the client chosen and the search typed. Addresses the
// agenda and the cards link to; their names do not change.
import { href } from "react-router";

export const NEW_BOOKING_QUERY = {
  service: "usluga",
  day: "dzien",
  time: "godzina",
  client: "klient",
  search: "szukaj",
  start: "start",
  /** A booking to make weekly ("Powtarzaj co tydzień"). */
  repeat: "powtorz",
} as const;

/** "Powtarzaj co tydzień" for this booking: the page opens with everything set. */
export const repeatBookingHref = (bookingId: number) => `${href("/admin/kalendarz/nowa")}?${NEW_BOOKING_QUERY.repeat}=${bookingId}`;

/** "Wpisz trening, który się odbył", for this client when one is chosen. */
export const pastSessionHref = (clientId?: number) =>
  `${href("/admin/kalendarz/odbyty")}${clientId === undefined ? "" : `?${NEW_BOOKING_QUERY.client}=${clientId}`}`;

/** What the page keeps of its choices across reloads. */
type PageChoices = { service: string; date: string; client: { id: number } | null; clock: string };

/** The query that keeps the page's choices when one of them changes. */
export function pageQuery(page: PageChoices, changes: Record<string, string | null>): string {
  const query = new URLSearchParams({ [NEW_BOOKING_QUERY.service]: page.service, [NEW_BOOKING_QUERY.day]: page.date });
  if (page.client) query.set(NEW_BOOKING_QUERY.client, String(page.client.id));
  if (page.clock) query.set(NEW_BOOKING_QUERY.time, page.clock);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  return `?${query}`;
}
