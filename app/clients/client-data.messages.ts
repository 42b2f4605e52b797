// The Polish of the trainer's page of a client's data (/admin/dane-klienta):
// the facts of a series and a package, with the number before its noun in
// the form that number needs ("ważny 4 tygodnie", "co 5 tygodni").
import type { ClientExport } from "~/clients/client-export-types";
import { formatDate, formatDateTime } from "~/lib/format";
import { countedPhrase } from "~/lib/polish-plural";
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

const counted = (count: number, one: string, few: string, many: string) =>
  countedPhrase(count, { one: `{count} ${one}`, few: `{count} ${few}`, many: `{count} ${many}` });

const given = (at: string | null | undefined) => (at ? `od ${formatDateTime(at)}` : "nie wyrażono");

/** Each purpose's consent (issue 80), as the readable export lists them. */
const consentFacts = (card: ClientExport["card"]): [string, string][] => [
  ["Zgoda na ankietę zdrowotną", given(card?.questionnaireConsentAt)],
  ["Zgoda na pomiary, zdjęcia i dziennik treningów", given(card?.progressConsentAt)],
  ["Zgoda na dietę i suplementy", given(card?.dietConsentAt)],
];

/** The card's coaching in the readable export (issue 60): the consents, then how much of each is in the file. */
export function coachingFacts(stored: ClientExport): [string, string][] {
  const versions = (count: number) => (count === 0 ? "brak" : counted(count, "wersja", "wersje", "wersji"));
  return [
    ...consentFacts(stored.card),
    ["Plan treningowy", versions(stored.training?.plans.length ?? 0)],
    ["Dziennik treningów", counted(stored.training?.workoutSets.length ?? 0, "seria", "serie", "serii")],
    ["Pomiary", counted(stored.progress?.measurements.length ?? 0, "pomiar", "pomiary", "pomiarów")],
    [
      "Zdjęcia postępów",
      counted(stored.progress?.photos.length ?? 0, "zdjęcie", "zdjęcia", "zdjęć") + " (w pliku z danymi ich adresy; każde otwiera się z karty klienta)",
    ],
    ["Dieta", versions(stored.diet?.dietPlans.length ?? 0)],
    ["Suplementy", versions(stored.diet?.supplementLists.length ?? 0)],
  ];
}
