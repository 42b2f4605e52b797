// The query of /admin/kalendarz: the day shown (?od=, the address mails and
// bookmarks use), the view chosen, and a booking opened from the week grid.
// Addresses the panel links to; their names do not change.
export const AGENDA_QUERY = { day: "od", view: "widok", booking: "rezerwacja" } as const;

export type AgendaView = "day" | "week";

/** The view's name in the address: ?widok=dzien or ?widok=tydzien. */
export const VIEW_IN_QUERY: Record<AgendaView, string> = { day: "dzien", week: "tydzien" };

/** The agenda from `day` in the view chosen (remembered from then on). */
export const agendaViewHref = (day: string, view: AgendaView) => `?${AGENDA_QUERY.day}=${day}&${AGENDA_QUERY.view}=${VIEW_IN_QUERY[view]}`;

/** A booking's element id in the day list: where the grid's link scrolls to. */
export const bookingAnchor = (id: number) => `${AGENDA_QUERY.booking}-${id}`;

/** A booking opened in the day list from the week grid, scrolled to, its actions shown. */
export const openedBookingHref = (day: string, id: number) => `?${AGENDA_QUERY.day}=${day}&${AGENDA_QUERY.booking}=${id}#${bookingAnchor(id)}`;
