// The query of /admin/kalendarz/nowa: the service, day and time kept while
// the page reloads, the client chosen and the search typed. Addresses the
// agenda and the cards link to; their names do not change.
export const NEW_BOOKING_QUERY = { service: "usluga", day: "dzien", time: "godzina", client: "klient", search: "szukaj", start: "start" } as const;

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
