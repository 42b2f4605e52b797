// The builder's draft checked into a plan's body: rows left without an
// exercise are dropped (the blank row "Dodaj ćwiczenie" made), every other
// value must read; a problem is a fact by field name, worded by
// plan.messages.ts.
import { PLAN_LIMITS, type PlanBody, type PlanExercise } from "./plan-body";
import { dayField, exerciseField, type DraftExercise, type PlanDraft } from "./plan-draft";

export type PlanProblem = "no-days" | "day-name" | "day-empty" | "unknown-exercise" | "not-a-number" | "out-of-range" | "starts-on" | "weeks";
export type CheckedPlan = { ok: true; body: PlanBody; startsOn: string; weeks: number } | { ok: false; problems: Record<string, PlanProblem> };

export const MAX_WEEKS = 52;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "62,5" or "62.5" as a number; "" as null; undefined when it does not read. */
export function readDecimal(typed: string): number | null | undefined {
  const text = typed.trim().replace(",", ".");
  if (text === "") return null;
  return /^\d{1,4}(\.\d{1,2})?$/.test(text) ? Number(text) : undefined;
}

export function checkDraft(draft: PlanDraft, exercises: ReadonlyMap<number, string>): CheckedPlan {
  const problems: Record<string, PlanProblem> = {};
  if (!DATE.test(draft.startsOn) || Number.isNaN(Date.parse(draft.startsOn))) problems.startsOn = "starts-on";
  const weeks = Number(draft.weeks);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_WEEKS) problems.weeks = "weeks";
  const days = draft.days.flatMap((day, dayIndex) => {
    const rows = day.exercises.flatMap((row, rowIndex) =>
      row.exercise === "" ? [] : [checkRow(row, exercises, (field) => exerciseField(dayIndex, rowIndex, field), problems)],
    );
    if (day.name.trim() === "" && rows.length === 0) return [];
    if (day.name.trim() === "" || day.name.length > PLAN_LIMITS.name) problems[dayField(dayIndex, "name")] = "day-name";
    else if (rows.length === 0) problems[dayField(dayIndex, "name")] = "day-empty";
    return [{ name: day.name.trim(), exercises: rows.filter((row) => row !== null) }];
  });
  if (days.length === 0) problems.days = "no-days";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { days }, startsOn: draft.startsOn, weeks };
}

type FieldName = (field: Parameters<typeof exerciseField>[2]) => string;

function checkRow(row: DraftExercise, exercises: ReadonlyMap<number, string>, field: FieldName, problems: Record<string, PlanProblem>): PlanExercise | null {
  const id = Number(row.exercise);
  const name = exercises.get(id);
  if (!name) problems[field("exercise")] = "unknown-exercise";
  const number = (key: "sets" | "seconds" | "kg" | "rpe" | "rest", max: number, min = 0) => {
    const value = readDecimal(row[key]);
    if (value === undefined) problems[field(key)] = "not-a-number";
    else if (value !== null && (value < min || value > max || (key === "sets" && !Number.isInteger(value)))) problems[field(key)] = "out-of-range";
    return value ?? null;
  };
  const sets = number("sets", PLAN_LIMITS.sets, 1);
  if (sets === null && !problems[field("sets")]) problems[field("sets")] = "out-of-range";
  const exercise = {
    exerciseId: id,
    name: name ?? "",
    sets: sets ?? 1,
    reps: row.reps.trim().slice(0, PLAN_LIMITS.reps),
    seconds: number("seconds", PLAN_LIMITS.seconds),
    kg: number("kg", PLAN_LIMITS.kg),
    rpe: number("rpe", PLAN_LIMITS.rpe),
    tempo: row.tempo.trim().slice(0, PLAN_LIMITS.reps),
    restSeconds: number("rest", PLAN_LIMITS.rest),
    note: row.note.trim().slice(0, PLAN_LIMITS.text),
    superset: row.superset,
  };
  return name ? exercise : null;
}
