// What the trainer's booking form says of a weekly series' dates: each
// date's fate, why it is outside working hours, and where the clocks changed.
import type { Weekday } from "~content/booking-schema";
import { weekdayIn } from "~/lib/polish-grammar";
import type { Fate } from "~/series/series-fate";

export const DAY_OFF = "dzień wolny";

/** What holds a time when it names nothing (the private calendar without titles). */
export const TAKEN_UNNAMED = "zajęte";

/** "niedziela — dzień wolny": a weekday without working hours. */
export const weekdayOff = (weekday: Weekday) => `${weekdayIn(weekday, "nominative")} — ${DAY_OFF}`;

/** "poza godzinami pracy (08:00–20:00)". */
export const outsideWorkingHours = (hours: string) => `poza godzinami pracy (${hours})`;

/** "zmiana czasu na letni — nadal 18:00". */
export const clockChangeText = ({ toSummer, time }: { toSummer: boolean; time: string }) => `zmiana czasu na ${toSummer ? "letni" : "zimowy"} — nadal ${time}`;

/** The fate in the trainer's words. */
export function fateText(fate: Fate): string {
  switch (fate.kind) {
    case "free":
      return "wolne";
    case "holiday":
      return `święto: ${fate.name}`;
    case "day-off":
      return `dzień wolny: ${fate.note}`;
    case "outside-hours":
      return fate.why;
    case "taken":
      return `zajęte: ${fate.what}`;
    case "past":
      return "ten termin już minął";
    case "no-such-time":
      return "tej godziny nie ma tego dnia (zmiana czasu)";
  }
}
