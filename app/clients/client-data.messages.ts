// The Polish of the trainer's page of a client's data (/admin/dane-klienta):
// the facts of a series and a package, with the number before its noun in
// the form that number needs ("ważny 4 tygodnie", "co 5 tygodni").
import { formatDate } from "~/lib/format";
import type { Gender } from "~/lib/polish-grammar";
import { trainingCount, weekCount } from "~/lib/polish-phrases";
import { trainerNoun } from "~/site-content";

/** "co tydzień", "co 2 tygodnie", "co 5 tygodni". */
export const everyWeeks = (weeks: number) => (weeks === 1 ? "co tydzień" : `co ${weekCount(weeks)}`);

/** The package's validity as a label and its value, read together: "Ważny" "4 tygodnie". */
export const validityFact = (weeks: number): [string, string] => ["Ważny", weekCount(weeks)];

/** A package's sessions and those used, each label read with its value: "Liczba treningów 8", "Wykorzystano 3 treningi". */
export const sessionFacts = (sessions: number, used: number): [string, string][] => [
  ["Liczba treningów", String(sessions)],
  ["Wykorzystano", trainingCount(used)],
];

/** A stored day ("2026-11-25") as the page writes dates: "25 listopada 2026"; the JSON file keeps the ISO form. */
export const exportedDay = (isoDay: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? formatDate(`${isoDay}T12:00:00Z`) : isoDay);

/** When a package's validity runs from: a day, or "the first session" until one is held. */
export const validFrom = (isoDay: string | null) => (isoDay ? exportedDay(isoDay) : "pierwszego treningu");

/** The trainer's own words on the page, in the trainer's gender: "Notatki trenera", "Notatka trenerki". */
export const trainerNotesLabel = (gender: Gender) => `Notatki ${trainerNoun(gender, "genitive")}`;
export const trainerNoteLabel = (gender: Gender) => `Notatka ${trainerNoun(gender, "genitive")}`;

/** Who cancelled a booking: "przez klienta", "przez trenerkę: „Choroba”". */
export const cancelledBy = (reason: string | null, gender: Gender) =>
  reason === "client" ? "przez klienta" : `przez ${trainerNoun(gender, "accusative")}${reason ? `: „${reason}”` : ""}`;
