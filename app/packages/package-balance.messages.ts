// A package's balance and validity in words, as the card, the agenda and the
// running-out notice say them: "zostało 5 z 8, ważny do 14 stycznia".
import type { Temporal } from "temporal-polyfill";
import { monthIn } from "~/lib/polish-grammar";
import { leftOutOf, trainingsLeft, weekCount } from "~/lib/polish-phrases";
import type { PackageState } from "~/packages/package-state";

/** "14 stycznia", with the year when it is not this year's ("14 stycznia 2028"). */
export function packageDate(date: Temporal.PlainDate, today: Temporal.PlainDate): string {
  const day = `${date.day} ${monthIn(date.month, "genitive")}`;
  return date.year === today.year ? day : `${day} ${date.year}`;
}

export type BalanceFacts = {
  state: PackageState;
  left: number;
  sessions: number;
  validWeeks: number;
  /** The last valid day; null until a "from the first session" package starts. */
  until: Temporal.PlainDate | null;
  today: Temporal.PlainDate;
};

/** "zostało 5 z 8, ważny do 14 stycznia", "wykorzystany (8 z 8)", "wygasł 14 stycznia — zostały 2 treningi", "usunięty (zostało 8 z 8)". */
export function balanceSentence({ state, left, sessions, validWeeks, until, today }: BalanceFacts): string {
  switch (state) {
    case "removed":
      return `usunięty (${leftOutOf(left, sessions)})`;
    case "used-up":
      return `wykorzystany (${sessions} z ${sessions})`;
    case "expired":
      return `wygasł ${packageDate(until!, today)} — ${trainingsLeft(left)}`;
    case "not-started":
      return `${leftOutOf(left, sessions)}, ważny ${weekCount(validWeeks)} od pierwszego treningu`;
    case "active":
      return `${leftOutOf(left, sessions)}, ważny do ${packageDate(until!, today)}`;
  }
}

/** A package with no session left, in the running-out notice. */
export const USED_UP = "wykorzystany";

/** "wygasa 15 marca, zostały 2 treningi": a package close to its last day. */
export const expiresSoon = ({ until, left, today }: { until: Temporal.PlainDate; left: number; today: Temporal.PlainDate }) =>
  `wygasa ${packageDate(until, today)}, ${trainingsLeft(left)}`;

/** The panel's and the mail's line: "Anna Nowak, Pakiet 8 treningów: został 1 z 8, ważny do 15 marca — zaproponuj przedłużenie". */
export const noticeSentence = ({ client, name, what }: { client: string; name: string; what: string }) =>
  `${client}, ${name}: ${what} — zaproponuj przedłużenie`;
