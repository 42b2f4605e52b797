// What a change of working hours or days off came to: a fact for the
// messages (working-hours.messages.ts) to put into words.
import type { Weekday } from "~content/booking-schema";
import type { WeekHoursProblem } from "~/agenda/working-hours-text";

export type WorkingHoursOutcome =
  | { kind: "day-off-added"; from: string; to: string }
  | { kind: "exception-removed"; from: string; to: string }
  | { kind: "hours-saved"; days: Weekday[] }
  | { kind: "unchanged" }
  | { kind: "bad-date"; field: "from" | "to" }
  | { kind: "past-date" }
  | { kind: "end-before-start" }
  | { kind: "bad-hours"; problems: WeekHoursProblem[] }
  | { kind: "no-such-exception" }
  | { kind: "stale" }
  | { kind: "not-published"; problem: string };
