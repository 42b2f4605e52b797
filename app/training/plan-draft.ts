// The plan builder's form as typed: every value a string, so that a refused
// save and a row added without JavaScript render back exactly what was
// typed. Field names: d0-name, d0-e1-sets… (day 0, its exercise 1).
import type { PlanBody, PlanDay, PlanExercise } from "./plan-body";

export type DraftExercise = {
  exercise: string;
  sets: string;
  reps: string;
  seconds: string;
  kg: string;
  rpe: string;
  tempo: string;
  rest: string;
  note: string;
  superset: boolean;
};
export type DraftDay = { name: string; exercises: DraftExercise[] };
export type PlanDraft = { startsOn: string; weeks: string; basedOn: string; days: DraftDay[] };

export const DRAFT_NUMBER_FIELDS = ["sets", "seconds", "kg", "rpe", "rest"] as const;
export const DRAFT_TEXT_FIELDS = ["exercise", "reps", "tempo", "note"] as const;
const EXERCISE_FIELDS = [...DRAFT_NUMBER_FIELDS, ...DRAFT_TEXT_FIELDS, "superset"] as const;

export const dayField = (day: number, field: "name") => `d${day}-${field}`;
export const exerciseField = (day: number, exercise: number, field: (typeof EXERCISE_FIELDS)[number]) => `d${day}-e${exercise}-${field}`;

/** The picker's checkboxes of a day (exercise-picker.tsx): the exercises to add as rows. */
export const pickField = (day: number) => `d${day}-pick`;

const DAY_FIELD = /^d(\d{1,2})-name$/;
const PICK_FIELD = /^d\d{1,2}-pick$/;
const EXERCISE_FIELD = new RegExp(`^d(\\d{1,2})-e(\\d{1,2})-(${EXERCISE_FIELDS.join("|")})$`);

/** Whether a form field is one of the builder's (readForm's test). */
export function isDraftField(name: string): boolean {
  return DAY_FIELD.test(name) || EXERCISE_FIELD.test(name) || PICK_FIELD.test(name);
}

export const emptyExercise = (): DraftExercise => ({
  exercise: "",
  sets: "3",
  reps: "",
  seconds: "",
  kg: "",
  rpe: "",
  tempo: "",
  rest: "",
  note: "",
  superset: false,
});

/** The draft the form sent, day and row indexes as numbered (gaps closed). */
export function readDraft(fields: URLSearchParams): PlanDraft {
  const days = new Map<number, { name: string; exercises: Map<number, DraftExercise> }>();
  const dayOf = (index: number) => days.get(index) ?? days.set(index, { name: "", exercises: new Map() }).get(index)!;
  for (const [name, value] of fields) {
    const dayMatch = DAY_FIELD.exec(name);
    if (dayMatch) dayOf(Number(dayMatch[1])).name = value;
    const match = EXERCISE_FIELD.exec(name);
    if (!match) continue;
    const rows = dayOf(Number(match[1])).exercises;
    const row = rows.get(Number(match[2])) ?? rows.set(Number(match[2]), { ...emptyExercise(), sets: "" }).get(Number(match[2]))!;
    const field = match[3] as (typeof EXERCISE_FIELDS)[number];
    if (field === "superset") row.superset = value === "on";
    else row[field] = value;
  }
  const byIndex = <T>(map: Map<number, T>) => [...map.entries()].sort(([a], [b]) => a - b).map(([, value]) => value);
  return {
    startsOn: fields.get("startsOn") ?? "",
    weeks: fields.get("weeks") ?? "",
    basedOn: fields.get("basedOn") ?? "0",
    days: byIndex(days).map((day) => ({ name: day.name, exercises: byIndex(day.exercises) })),
  };
}

/** A stored number as the form shows it to a Pole ("62,5"), empty when there is none. */
export const shown = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

/** A stored plan as the form shows it, to edit into the next version. */
export function draftOf(body: PlanBody, startsOn: string, weeks: number, basedOn: number): PlanDraft {
  return {
    startsOn,
    weeks: String(weeks),
    basedOn: String(basedOn),
    days: body.days.map((day: PlanDay) => ({
      name: day.name,
      exercises: day.exercises.map((exercise: PlanExercise) => ({
        exercise: exercise.exerciseId === null ? "" : String(exercise.exerciseId),
        sets: String(exercise.sets),
        reps: exercise.reps,
        seconds: shown(exercise.seconds),
        kg: shown(exercise.kg),
        rpe: shown(exercise.rpe),
        tempo: exercise.tempo,
        rest: shown(exercise.restSeconds),
        note: exercise.note,
        superset: exercise.superset,
      })),
    })),
  };
}
