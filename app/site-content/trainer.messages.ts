// The words that name the trainer, agreeing with the gender the trainer set
// (content: trainer.gender): "Panel trenera" or "Panel trenerki". The role
// itself ("Trener personalny") is content the trainer words: trainer.roleTitle.
import { byGender, type Gender } from "~/lib/polish-grammar";

type NounCase = "nominative" | "genitive" | "accusative" | "dative" | "instrumental" | "locative";

const TRAINER: Record<Gender, Record<NounCase, string>> = {
  masculine: { nominative: "trener", genitive: "trenera", accusative: "trenera", dative: "trenerowi", instrumental: "trenerem", locative: "trenerze" },
  feminine: { nominative: "trenerka", genitive: "trenerki", accusative: "trenerkę", dative: "trenerce", instrumental: "trenerką", locative: "trenerce" },
};

/** "trener", "trenerki", "trenerkę"…: for a sentence that names the trainer ("Notatki trenera", "przez trenerkę"). */
export const trainerNoun = (gender: Gender, nounCase: NounCase): string => byGender(gender, TRAINER)[nounCase];

/** The panel's name in its header: "Panel trenera", "Panel trenerki". */
export const panelName = (gender: Gender): string => `Panel ${trainerNoun(gender, "genitive")}`;

/** A panel page's title in the browser's tab: "Kalendarz — panel trenerki". */
export const panelPageTitle = (title: string, gender: Gender): string => `${title} — panel ${trainerNoun(gender, "genitive")}`;

/** Who a change made in the panel is by, in the content's history: "trener (panel)", "trenerka (panel)". */
export const panelAuthor = (gender: Gender): string => `${trainerNoun(gender, "nominative")} (panel)`;

/** Who changed working hours or days off from the calendar, in the content's history: "trener (kalendarz)", "trenerka (kalendarz)". */
export const calendarAuthor = (gender: Gender): string => `${trainerNoun(gender, "nominative")} (kalendarz)`;

/** The home page's heading over the trainer's portrait: "Anna Nowak: trenerka, która słucha". */
export const listeningTrainer = (name: string, gender: Gender): string =>
  `${name}: ${byGender(gender, { masculine: "trener, który słucha", feminine: "trenerka, która słucha" })}`;

const OTHER: Record<Gender, Gender> = { masculine: "feminine", feminine: "masculine" };

/** The first word of `text` that names the trainer in the other gender ("Trener" for a woman), or null. */
export function trainerWordOfOtherGender(text: string, gender: Gender): string | null {
  const forms = new Set(Object.values(TRAINER[OTHER[gender]]));
  return text.split(/[^\p{L}]+/u).find((word) => forms.has(word.toLocaleLowerCase("pl"))) ?? null;
}

const GENDER_FORM: Record<Gender, { nominative: string; accusative: string; locative: string; example: string }> = {
  masculine: { nominative: "męska", accusative: "męską", locative: "męskiej", example: "Trener personalny" },
  feminine: { nominative: "żeńska", accusative: "żeńską", locative: "żeńskiej", example: "Trenerka personalna" },
};

/** Why a title was refused: "„Trener” to forma męska, a strona pisze o Tobie w formie żeńskiej. …". */
export function titleOfOtherGender(word: string, gender: Gender): string {
  const own = GENDER_FORM[gender];
  return `„${word}” to forma ${GENDER_FORM[OTHER[gender]].nominative}, a strona pisze o Tobie w formie ${own.locative}. Wpisz formę ${own.accusative}, np. „${own.example}”, albo zmień pole „Jak strona ma o Tobie pisać”.`;
}
