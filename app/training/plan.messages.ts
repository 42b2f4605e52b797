// What the trainer reads in the plan builder (/admin/klienci/:id/plan).
import { countedPhrase } from "~/lib/polish-plural";
import type { PlanProblem } from "./plan-check";
import { MAX_WEEKS } from "./plan-check";
import { PLAN_LIMITS } from "./plan-body";

/** A new day's name: "Dzień A", "Dzień B"… */
export const newDayName = (index: number) => `Dzień ${"ABCDEFG"[index] ?? index + 1}`;

export const PLAN_PROBLEMS: Record<PlanProblem, string> = {
  "no-days": "Dodaj przynajmniej jeden dzień z ćwiczeniem.",
  "day-name": `Wpisz nazwę dnia (do ${PLAN_LIMITS.name} znaków).`,
  "day-empty": "Wybierz przynajmniej jedno ćwiczenie na ten dzień albo usuń dzień.",
  "unknown-exercise": "Tego ćwiczenia nie ma już w bibliotece. Wybierz inne.",
  "not-a-number": "Wpisz liczbę, np. 62,5.",
  "out-of-range": "Ta liczba jest poza zakresem (serie: od 1 do 20, kg: do 500, RPE: do 10, przerwa: do 600 s).",
  "starts-on": "Wybierz datę początku planu.",
  weeks: `Podaj liczbę tygodni od 1 do ${MAX_WEEKS}.`,
};

export const PLAN_PAGE = {
  heading: (name: string) => `Plan treningowy: ${name}`,
  current: (version: number, savedOn: string) => `Wersja ${version} z ${savedOn}.`,
  none: "Ta osoba nie ma jeszcze planu. Zacznij od szablonu, planu innej osoby albo od pustego dnia.",
  startFrom: "Zacznij od",
  startFromEmpty: "pustego planu",
  startFromButton: "Wczytaj",
  loaded: "Wczytano do formularza. Dopasuj i zapisz — obecny plan zostanie w historii.",
  startsOn: "Początek planu",
  weeks: "Liczba tygodni",
  dayName: "Nazwa dnia",
  exercise: "Ćwiczenie",
  chooseExercise: "— wybierz ćwiczenie —",
  sets: "Serie",
  reps: "Powtórzenia",
  seconds: "Czas (s)",
  kg: "Ciężar (kg)",
  rpe: "RPE",
  tempo: "Tempo",
  rest: "Przerwa (s)",
  note: "Uwaga",
  superset: "W superserii z poprzednim",
  addExercise: (day: string) => `Dodaj ćwiczenie do: ${day}`,
  pickExercises: (day: string) => `Wybierz ćwiczenia do: ${day}`,
  pickSearch: "Szukaj ćwiczenia",
  pickHint: "Zaznacz kilka i dodaj je naraz; serie i powtórzenia są takie, jak ostatnio w Twoich planach.",
  pickNone: "Żadne ćwiczenie nie pasuje. Sprawdź pisownię albo dodaj ćwiczenie w bibliotece.",
  addPicked: "Dodaj zaznaczone",
  removeExercise: "Usuń ćwiczenie",
  addDay: "Dodaj dzień",
  removeDay: (day: string) => `Usuń ${day}`,
  asTemplate: "Zapisz też jako szablon o nazwie",
  alsoFor: "Ten sam plan także dla innych klientów",
  alsoForHint:
    "Zaznaczeni dostaną ten plan jako swoją nową wersję (ich obecny zostanie w historii). Na liście są klienci, którzy trenowali w ostatnich dwóch miesiącach albo mają zarezerwowany trening.",
  save: "Zapisz plan",
  saving: "Zapisywanie planu…",
  print: "Drukuj albo zapisz PDF",
  history: "Historia planu",
  version: (version: number, savedOn: string, days: string[]) => `Wersja ${version} z ${savedOn}: ${days.join(", ")}`,
  show: "Pokaż",
  stale:
    "W międzyczasie ktoś zapisał nowszą wersję planu (inna karta albo urządzenie). Twój plan jest niżej, niezapisany — sprawdź nowszą wersję w historii i zapisz ponownie.",
  fix: "Popraw zaznaczone pola. Nic nie zapisano.",
};

export const PLAN_SAVED = {
  saved: (version: number) => `Plan zapisany: wersja ${version}. Klient zobaczy go na stronie „Moje treningi”.`,
  unchanged: "Plan jest taki sam jak zapisany — nic nie zmieniono.",
  template: "Zapisano też szablon.",
  alsoFor: (names: readonly string[]) => `Ten sam plan zapisano też dla: ${names.join(", ")}.`,
};

export const PLAN_SHEET = {
  heading: (name: string) => `Plan treningowy — ${name}`,
  lead: (startsOn: string, weeks: number, version: number) =>
    `Od ${startsOn}, ${countedPhrase(weeks, { one: "{count} tydzień", few: "{count} tygodnie", many: "{count} tygodni" })} (wersja ${version}).`,
  exercise: "Ćwiczenie",
  target: "Serie i obciążenie",
  note: "Uwagi",
  superset: "w superserii z poprzednim",
  printHint: "Aby wydrukować albo zapisać PDF, wybierz w przeglądarce „Drukuj” (w telefonie: Udostępnij → Drukuj → Zapisz jako PDF).",
};
