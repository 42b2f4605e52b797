// The words a revision of the content is written with when the trainer did
// not write it: its author and its line in the history ("Historia zmian").
// They are stored with the revision, so a wording changed here applies to
// revisions written from then on.

/** The revisions written from content/ on first start. */
export const INITIAL_AUTHOR = "treść początkowa";
export const INITIAL_SUMMARY = "Treść początkowa z plików strony";

/** The revisions the content upgrade writes when the server starts. */
export const UPGRADE_AUTHOR = "aktualizacja strony";
export const upgradeSummary = (changes: string): string => `Aktualizacja strony: ${changes}`;

/** The revisions `npm run content:import` writes. */
export const IMPORT_AUTHOR = "import z kopii";
export const importSummary = (changes: string): string => `Wczytano z kopii: ${changes}`;

/** A database with a section missing: the server fills it in from content/ when it starts. */
export const missingSectionsError = (sections: readonly string[]): string =>
  `Brak treści sekcji w bazie: ${sections.join(", ")} (uruchom serwer, aby ją uzupełnić z plików)`;
