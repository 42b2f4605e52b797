// The exercise library's Polish: the panel's pages, the form's errors and the
// toasts. The categories' names are the panel's headings.
import { atMostCharacters } from "~/lib/polish-phrases";
import { countedPhrase } from "~/lib/polish-plural";
import type { ExerciseCategory } from "./exercise-category";

export const EXERCISE_CATEGORY_NAMES: Record<ExerciseCategory, string> = {
  nogi: "Nogi i pośladki",
  plecy: "Plecy",
  klatka: "Klatka piersiowa",
  barki: "Barki",
  ramiona: "Ramiona",
  core: "Brzuch i core",
  "cale-cialo": "Całe ciało",
  cardio: "Cardio",
  mobilnosc: "Mobilność i rozciąganie",
};

/** "12 ćwiczeń". */
export const exerciseCount = (count: number) => countedPhrase(count, { one: "{count} ćwiczenie", few: "{count} ćwiczenia", many: "{count} ćwiczeń" });

export const EXERCISE_FIELD_ERRORS = {
  nameMissing: "Wpisz nazwę ćwiczenia.",
  nameTooLong: (limit: number) => `Nazwa może mieć ${atMostCharacters(limit)}.`,
  instructionsTooLong: (limit: number) => `Opis może mieć ${atMostCharacters(limit)}.`,
  musclesTooLong: (limit: number) => `Lista mięśni może mieć ${atMostCharacters(limit)}.`,
  equipmentTooLong: (limit: number) => `Opis sprzętu może mieć ${atMostCharacters(limit)}.`,
  categoryMissing: "Wybierz kategorię.",
  videoInvalid:
    "To nie jest adres filmu z YouTube ani z Vimeo. Wklej adres zaczynający się od https://www.youtube.com/watch?v=, https://youtu.be/ albo https://vimeo.com/.",
  videoTooLong: (limit: number) => `Adres filmu może mieć ${atMostCharacters(limit)}.`,
} as const;

export const EXERCISE_TOASTS = {
  added: (name: string) => `Dodano ćwiczenie „${name}”.`,
  saved: "Zapisano zmiany.",
  hidden: "Ćwiczenie ukryte: nie pojawi się przy układaniu nowych planów. Plany, które je mają, zostają bez zmian.",
  shown: "Ćwiczenie znowu jest do wyboru w planach.",
  photoAdded: "Zdjęcie dodane do ćwiczenia.",
  photoRemoved: "Zdjęcie usunięte z ćwiczenia (zostaje w bibliotece zdjęć).",
} as const;

/** A save refused: the exercise changed since the form was opened, or is gone. */
export const EXERCISE_REFUSALS = {
  stale:
    "Tego ćwiczenia nie zapisano: w międzyczasie ktoś zmienił je w innej karcie albo na innym urządzeniu. Twoje zmiany są w formularzu, obecna wersja jest poniżej. Porównaj je i zapisz jeszcze raz.",
  gone: "Nie ma takiego ćwiczenia.",
} as const;

export const EXERCISE_PAGE = {
  title: "Ćwiczenia",
  lead: "Twoja biblioteka ćwiczeń: z niej układasz plany. Ukryte ćwiczenia nie pojawiają się przy wyborze, ale plany, które je mają, zostają bez zmian.",
  add: "Dodaj ćwiczenie",
  searchLabel: "Szukaj ćwiczenia po nazwie, mięśniach albo sprzęcie",
  searchPlaceholder: "np. przysiady, hantle, pośladki",
  search: "Szukaj",
  found: (count: number, query: string) => (query ? `${exerciseCount(count)} dla „${query}”` : exerciseCount(count)),
  nothingFound: (query: string) => `Żadne ćwiczenie nie pasuje do „${query}”. Spróbuj innego słowa albo dodaj nowe ćwiczenie.`,
  hiddenMark: "ukryte",
  photoMark: "ze zdjęciem",
  videoMark: "z filmem",
  back: "← Ćwiczenia",
  newTitle: "Nowe ćwiczenie",
  newLead: "Nazwa i kategoria wystarczą; opis, mięśnie, sprzęt i film możesz dodać teraz albo później. Zdjęcie dodasz po zapisaniu.",
  editTitle: (name: string) => `Ćwiczenie: ${name}`,
  starterNote: "Ćwiczenie z zestawu startowego: możesz je dowolnie zmienić.",
  hiddenNote: "To ćwiczenie jest ukryte: nie ma go na liście przy układaniu planów.",
  save: "Zapisz zmiany",
  create: "Dodaj ćwiczenie",
  hide: "Ukryj ćwiczenie",
  show: "Pokaż ćwiczenie w planach",
  currentVersion: "Obecna wersja ćwiczenia",
} as const;

export const EXERCISE_FIELD_LABELS = {
  name: "Nazwa",
  category: "Kategoria",
  chooseCategory: "Wybierz kategorię",
  instructions: "Jak wykonać",
  instructionsHint: "Dwa, trzy zdania: ustawienie, ruch i na co uważać.",
  muscles: "Mięśnie",
  musclesHint: "Po przecinku, np. czworogłowe uda, pośladki.",
  equipment: "Sprzęt",
  equipmentHint: "Np. sztanga, ławka. Bez sprzętu: zostaw puste.",
  videoUrl: "Film (adres z YouTube albo Vimeo)",
  videoHint: "Film nie jest osadzany na stronie: pokazujemy link, który otwiera się w nowej karcie.",
} as const;

export const EXERCISE_PHOTO = {
  heading: "Zdjęcie",
  none: "To ćwiczenie nie ma jeszcze zdjęcia.",
  preparing: "Zdjęcie się przygotowuje: odśwież stronę za chwilę.",
  alt: (name: string) => `Zdjęcie ćwiczenia: ${name}`,
  fileLabel: (maxMegabytes: number) => `Nowe zdjęcie (JPEG, PNG albo WebP, do ${maxMegabytes} MB)`,
  hint: "Najpierw zapisz zmiany w opisie: wysłanie zdjęcia odświeża stronę.",
  send: "Wyślij zdjęcie",
  remove: "Usuń zdjęcie z ćwiczenia",
} as const;

/** The film link as the panel and the plans show it: opens YouTube or Vimeo in a new tab. */
export const WATCH_VIDEO = "Obejrzyj film";
export const WATCH_VIDEO_NEW_TAB = "(otwiera się w nowej karcie)";
