// The query of /admin/kalendarz: the day shown (?od=, the address mails and
// bookmarks use), the view chosen, a booking opened from the week grid, and
// the hours a cancelled booking left, offered to the block form.
// Addresses the panel links to; their names do not change.
export const AGENDA_QUERY = { day: "od", view: "widok", booking: "rezerwacja", block: "blokada" } as const;

export type AgendaView = "day" | "week";

/** The view's name in the address: ?widok=dzien or ?widok=tydzien. */
export const VIEW_IN_QUERY: Record<AgendaView, string> = { day: "dzien", week: "tydzien" };

/** The agenda from `day` in the view chosen (remembered from then on). */
export const agendaViewHref = (day: string, view: AgendaView) => `?${AGENDA_QUERY.day}=${day}&${AGENDA_QUERY.view}=${VIEW_IN_QUERY[view]}`;

/** A booking's element id in the day list: where the grid's link scrolls to. */
export const bookingAnchor = (id: number) => `${AGENDA_QUERY.booking}-${id}`;

/** A booking opened in the day list from the week grid, scrolled to, its actions shown. */
export const openedBookingHref = (day: string, id: number) => `?${AGENDA_QUERY.day}=${day}&${AGENDA_QUERY.booking}=${id}#${bookingAnchor(id)}`;

/** The agenda after a button's post: the week it was on (or today's), the booking it changed open and scrolled to. */
export function agendaBackHref(day: string | null, booking: number | null): string {
  const query = new URLSearchParams();
  if (day) query.set(AGENDA_QUERY.day, day);
  if (booking) query.set(AGENDA_QUERY.booking, String(booking));
  const search = query.size > 0 ? `?${query.toString()}` : "";
  return booking ? `${search}#${bookingAnchor(booking)}` : search;
}

/** The block form's fields: a day and hours ("2026-11-27", "15:00", "16:00"). */
export type BlockTimes = { date: string; from: string; to: string };

/** "Zablokuj ten czas" of a cancelled booking: the agenda on its day, its hours in the block form. */
export const blockTimesHref = ({ date, from, to }: BlockTimes) => `?${AGENDA_QUERY.day}=${date}&${AGENDA_QUERY.block}=${date},${from},${to}#zablokuj`;

/** The hours offered by blockTimesHref, when the address holds them as it makes them; null for anything else. */
export function blockTimesIn(value: string | null): BlockTimes | null {
  const parts = /^(\d{4}-\d{2}-\d{2}),([01]\d|2[0-3]):([0-5]\d),([01]\d|2[0-3]):([0-5]\d)$/.exec(value ?? "");
  return parts ? { date: parts[1]!, from: `${parts[2]}:${parts[3]}`, to: `${parts[4]}:${parts[5]}` } : null;
}
