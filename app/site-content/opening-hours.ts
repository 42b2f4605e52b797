// The shape of the week's opening hours, apart from resolve-content.ts (which
// makes them) so that sections.ts can name it without importing the resolver.
import type { Weekday } from "../../content/booking-schema";

export const DAY_CODES = { monday: "Mo", tuesday: "Tu", wednesday: "We", thursday: "Th", friday: "Fr", saturday: "Sa", sunday: "Su" } as const;
export type DayCode = (typeof DAY_CODES)[Weekday];
/** Days in a row with the same hours: "poniedziałek–piątek", 07:00–21:00. */
export type OpeningHours = { days: string; dayCodes: DayCode[]; ranges: { from: string; to: string }[] };
