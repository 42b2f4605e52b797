// The query of /admin/kalendarz/nowa: the service, day and time kept while
// the page reloads, the client chosen and the search typed. Addresses the
// agenda and the cards link to; their names do not change.
export const NEW_BOOKING_QUERY = { service: "usluga", day: "dzien", time: "godzina", client: "klient", search: "szukaj", start: "start" } as const;
