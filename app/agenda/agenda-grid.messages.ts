// The week grid's words: the days' short names over the columns, and what a
// screen reader hears for each kind of hour.
import type { GridCell } from "~/agenda/agenda-grid";

/** Monday first, as the week is: two letters fit a phone's narrow column. */
export const GRID_WEEKDAYS = ["Pn", "Wt", "Śr", "Cz", "Pt", "So", "Nd"] as const;

export const gridCaption = (week: string) => `Tydzień ${week}: godziny w wierszach, dni w kolumnach`;

/** What a grey or empty hour is, said rather than shown. */
export const CELL_WORDS: Record<Exclude<GridCell["kind"], "bookings" | "group" | "free">, string> = {
  busy: "zajęte",
  closed: "zamknięte",
  empty: "",
};

export const BUSY_BY: Record<"booking" | "block" | "private" | "group", string> = {
  booking: "trwa trening",
  group: "trwają zajęcia grupowe",
  block: "zablokowane",
  private: "kalendarz prywatny",
};

/** Said after a booking's state in the grid once its client was reminded (a ✓ shows it). */
export const GRID_REMINDED = "przypomniano";

export const bookFreeTime = (day: string, clock: string) => `Wolne ${clock} — zarezerwuj: ${day}`;

export const VIEW_NAMES = { day: "Dzień", week: "Tydzień" } as const;
