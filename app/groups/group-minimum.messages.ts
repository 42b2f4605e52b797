// The question put to the trainer when a group session is below its minimum
// at her time to decide: by push and by e-mail.
import { countedPhrase } from "~/lib/polish-plural";
import type { PushText } from "~/notifications";
import { formatClock, formatDay, warsawDate } from "~/scheduling";

export type BelowMinimum = { title: string; startsAt: string; taken: number; minSeats: number };

/** "wtorek, 4 maja, 18:00". */
const when = (startsAt: string) => `${formatDay(warsawDate(Date.parse(startsAt)), false)}, ${formatClock(startsAt)}`;
const signedUp = (taken: number) =>
  taken === 0
    ? "nikt się jeszcze nie zapisał"
    : countedPhrase(taken, { one: "zapisała się {count} osoba", few: "zapisały się {count} osoby", many: "zapisało się {count} osób" });

export const belowMinimumSubject = ({ title, startsAt }: BelowMinimum) => `Za mało chętnych: ${title}, ${when(startsAt)}`;

export const belowMinimumLines = (facts: BelowMinimum) => [
  `Na zajęcia „${facts.title}” (${when(facts.startsAt)}) ${signedUp(facts.taken)}, a minimum to ${facts.minSeats}.`,
  "Zdecyduj, czy je prowadzić: możesz je zostawić albo odwołać z wiadomością do zapisanych. Sama strona niczego nie odwoła.",
];

export const BELOW_MINIMUM_LINK = "Otwórz zajęcia w panelu:";

export const belowMinimumPush = (facts: BelowMinimum): PushText => ({
  title: `Za mało chętnych: ${facts.title}`,
  body: `${when(facts.startsAt)}: ${signedUp(facts.taken)}, minimum ${facts.minSeats}. Zostawić czy odwołać?`,
});
