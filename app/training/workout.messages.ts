// What the client reads of their plan and log (/moje-treningi), and the
// trainer of a client's log (the card, the print of a plan).
import { countedPhrase } from "~/lib/polish-plural";
import { WORKOUT_CAPS, type WorkoutCap } from "./logged-set";
import type { PlanExercise } from "./plan-body";

const number = (value: number) => String(value).replace(".", ",");

/** "4 × 6–8 · 62,5 kg · RPE 8 · tempo 3-1-1-0 · przerwa 90 s". */
export function describeTarget(exercise: PlanExercise): string {
  const each = exercise.seconds !== null ? `${number(exercise.seconds)} s` : exercise.reps || "—";
  return [
    `${exercise.sets} × ${each}`,
    exercise.kg !== null && `${number(exercise.kg)} kg`,
    exercise.rpe !== null && `RPE ${number(exercise.rpe)}`,
    exercise.tempo && `tempo ${exercise.tempo}`,
    exercise.restSeconds !== null && `przerwa ${number(exercise.restSeconds)} s`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** One set as done: "62,5 kg × 8", "× 12", "45 s". */
export function describeSet(set: { weightKg: number | null; reps: number | null; seconds: number | null }): string {
  if (set.seconds !== null && set.reps === null) return `${number(set.seconds)} s`;
  return set.weightKg !== null && set.weightKg > 0 ? `${number(set.weightKg)} kg × ${set.reps ?? 0}` : `× ${set.reps ?? 0}`;
}

export const recordText = (record: { exerciseName: string; weightKg: number; reps: number }) =>
  `Nowy rekord: ${record.exerciseName.toLocaleLowerCase("pl-PL")} ${number(record.weightKg)} kg × ${record.reps}`;

export const WORKOUT = {
  heading: "Dzisiejszy trening",
  planWeek: (week: number, weeks: number) => `Tydzień ${week} z ${weeks} planu.`,
  planNotStarted: (startsOn: string) => `Plan zaczyna się ${startsOn}.`,
  otherDays: "Inny dzień planu:",
  supersetWith: "w superserii z poprzednim",
  last: "Ostatnio:",
  how: "Jak wykonać",
  never: "Pierwszy raz — zapisz, ile zrobisz.",
  set: (number: number) => `Seria ${number}`,
  weight: "Ciężar (kg)",
  reps: "Powtórzenia",
  seconds: "Czas (s)",
  less: (what: string) => `Mniej: ${what}`,
  more: (what: string) => `Więcej: ${what}`,
  save: (number: number) => `Zapisz serię ${number}`,
  done: (number: number) => `Seria ${number} zapisana`,
  waiting: (count: number) =>
    countedPhrase(count, {
      one: "{count} seria czeka na wysłanie — zostanie wysłana, gdy wróci zasięg.",
      few: "{count} serie czekają na wysłanie — zostaną wysłane, gdy wróci zasięg.",
      many: "{count} serii czeka na wysłanie — zostaną wysłane, gdy wróci zasięg.",
    }),
  allSent: "Wszystkie serie wysłane.",
  /** A post over a cap of the log (WORKOUT_CAPS): nothing of it kept, the sets wait on the phone. */
  capped: {
    perDay: `Dziennik przyjmuje najwyżej ${WORKOUT_CAPS.perDay} serii dziennie i ten limit na dziś jest wykorzystany. Serie czekają w telefonie i zostaną wysłane jutro.`,
    perPlan: `Do tego planu zapisano już ${WORKOUT_CAPS.perPlan} serii — więcej dziennik nie przyjmie. Serie czekają w telefonie; napisz do mnie, a przygotuję nowy plan.`,
  } satisfies Record<WorkoutCap, string>,
  /** The same refusal to the form without JavaScript: the one set it sent is not kept. */
  cappedForm: {
    perDay: `Serii nie zapisano: dziennik przyjmuje najwyżej ${WORKOUT_CAPS.perDay} serii dziennie, a ten limit na dziś jest wykorzystany. Zapisz ją jutro.`,
    perPlan: `Serii nie zapisano: do tego planu zapisano już ${WORKOUT_CAPS.perPlan} serii — więcej dziennik nie przyjmie. Napisz do mnie, a przygotuję nowy plan.`,
  } satisfies Record<WorkoutCap, string>,
  noPlan: "Nie ma jeszcze planu treningowego. Gdy go przygotuję, zobaczysz tu dzisiejszy trening.",
  consentFirst: "Aby zapisywać treningi, wyraź najpierw zgodę na przechowywanie danych o zdrowiu (sekcja „Postępy” niżej).",
  notSaved: "Nie udało się zapisać serii. Sprawdź liczby i spróbuj jeszcze raz.",
  savedNoScript: "Seria zapisana.",
};

export const CARD_LOG = {
  heading: "Plan i dziennik treningów",
  plan: (version: number, days: string[]) => `Plan: wersja ${version} (${days.join(", ")}).`,
  noPlan: "Ta osoba nie ma jeszcze planu.",
  makePlan: "Napisz plan",
  editPlan: "Zmień plan",
  thisWeek: (count: number) =>
    countedPhrase(count, { one: "W tym tygodniu: {count} trening.", few: "W tym tygodniu: {count} treningi.", many: "W tym tygodniu: {count} treningów." }),
  none: "Klient nie zapisał jeszcze żadnego treningu.",
  record: "rekord",
  older: (count: number) =>
    countedPhrase(count, { one: "Wcześniejszy trening ({count})", few: "Wcześniejsze treningi ({count})", many: "Wcześniejsze treningi ({count})" }),
  olderPage: "Starsze treningi",
  newestPage: "Najnowsze treningi",
};

export const TRAINING_WEEK = {
  title: "Kto trenuje",
  heading: "Kto trenuje w tym tygodniu",
  lead: (monday: string) => `Klienci z planem treningowym i treningi zapisane od poniedziałku ${monday}. Najpierw ci, którzy najdłużej nie trenowali.`,
  none: "Nikt nie ma jeszcze planu. Plan piszesz na karcie klienta.",
  workouts: (count: number) =>
    countedPhrase(count, { one: "{count} trening w tym tygodniu", few: "{count} treningi w tym tygodniu", many: "{count} treningów w tym tygodniu" }),
  never: "bez zapisanego treningu",
  daysSince: (days: number) => (days === 0 ? "ostatni dziś" : days === 1 ? "ostatni wczoraj" : `ostatni ${days} dni temu`),
  records: (names: string[]) => `Rekordy: ${names.join(", ")}`,
  link: "Kto trenuje w tym tygodniu",
  library: "Biblioteka ćwiczeń",
};
