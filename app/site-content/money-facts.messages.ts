// The money facts a client reads, worded once from the content's facts: how
// long a package may be used, and what a no-show costs when the trainer's rule
// says it costs anything. The price list, the booking page, the mails and the
// client's booking page all say them in these words.
import { countedPhrase } from "~/lib/polish-plural";
import { trainingCount } from "~/lib/polish-phrases";

const withinWeeks = (weeks: number) => countedPhrase(weeks, { one: "w ciągu tygodnia", few: "w ciągu {count} tygodni", many: "w ciągu {count} tygodni" });

/** "8 treningów do wykorzystania w ciągu 6 tygodni". */
export const packageValidity = (facts: { sessions: number; validWeeks: number }) =>
  `${trainingCount(facts.sessions)} do wykorzystania ${withinWeeks(facts.validWeeks)}`;

/** The trainer's no-show rule, when it is on; when it is off the site promises nothing about it. */
export const NO_SHOW_RULE = "Nieobecność bez odwołania liczy się jak trening, który się odbył: zużywa trening z pakietu.";

/** The rule as a line to show, or none. */
export const noShowRule = (booking: { noShowCountsAsSession: boolean }): string | null => (booking.noShowCountsAsSession ? NO_SHOW_RULE : null);
