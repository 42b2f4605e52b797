// What the builder's buttons other than "Zapisz" do to the draft: add or
// remove a row or a day. Without JavaScript each is a post that renders the
// form back changed, with everything typed kept.
import { PLAN_LIMITS } from "./plan-body";
import { emptyExercise, pickField, type DraftExercise, type PlanDraft } from "./plan-draft";

export type PlanEdit =
  | { kind: "add-exercise"; day: number }
  | { kind: "add-picked"; day: number; exercises: string[] }
  | { kind: "add-day" }
  | { kind: "remove-exercise"; day: number; row: number }
  | { kind: "remove-day"; day: number };

const EDIT = /^(add-exercise|remove-day|add-picked):(\d{1,2})$|^remove-exercise:(\d{1,2}):(\d{1,2})$|^add-day$/;
const EXERCISE_ID = /^\d{1,9}$/;

const pickedIn = (fields: URLSearchParams, day: number) => [...new Set(fields.getAll(pickField(day)).filter((id) => EXERCISE_ID.test(id)))];

/**
 * The exercises ticked in each day's picker, whichever button sent the form:
 * a tap on another one ("Dodaj dzień", "Zapisz plan") before the answer to
 * "Dodaj zaznaczone" came back on a slow phone sends them again, and they are
 * added, not lost (a benchmark's fast thumb lost a day's five).
 */
export function tickedPicks(fields: URLSearchParams, days: number): Extract<PlanEdit, { kind: "add-picked" }>[] {
  return Array.from({ length: days }, (_, day) => ({ kind: "add-picked" as const, day, exercises: pickedIn(fields, day) })).filter(
    (edit) => edit.exercises.length > 0,
  );
}

/** The edit a button's intent names (with the exercises ticked in the day's picker); undefined for "save" or anything else. */
export function readEdit(intent: string, fields: URLSearchParams): PlanEdit | undefined {
  const match = EDIT.exec(intent);
  if (!match) return undefined;
  if (intent === "add-day") return { kind: "add-day" };
  if (match[1] === "add-picked") return { kind: "add-picked", day: Number(match[2]), exercises: pickedIn(fields, Number(match[2])) };
  if (match[1] === "add-exercise") return { kind: "add-exercise", day: Number(match[2]) };
  if (match[1] === "remove-day") return { kind: "remove-day", day: Number(match[2]) };
  return { kind: "remove-exercise", day: Number(match[3]), row: Number(match[4]) };
}

const untouched = (row: DraftExercise) => JSON.stringify(row) === JSON.stringify(emptyExercise());

/**
 * The draft with the edit made; an edit past a limit or of a row not there
 * changes nothing. Picked exercises replace the day's untouched empty rows
 * and start from `targets`: what the trainer set for each last time.
 */
export function applyEdit(
  draft: PlanDraft,
  edit: PlanEdit,
  newDayName: (index: number) => string,
  targets: ReadonlyMap<string, Partial<DraftExercise>> = new Map(),
): PlanDraft {
  const days = draft.days.map((day) => ({ ...day, exercises: [...day.exercises] }));
  if (edit.kind === "add-day" && days.length < PLAN_LIMITS.days) days.push({ name: newDayName(days.length), exercises: [emptyExercise()] });
  if (edit.kind === "remove-day") days.splice(edit.day, 1);
  const day = "day" in edit ? days[edit.day] : undefined;
  if (edit.kind === "add-exercise" && day && day.exercises.length < PLAN_LIMITS.exercisesPerDay) day.exercises.push(emptyExercise());
  if (edit.kind === "remove-exercise" && day) day.exercises.splice(edit.row, 1);
  if (edit.kind === "add-picked" && day && edit.exercises.length) {
    const kept = day.exercises.filter((row) => !untouched(row));
    const added = edit.exercises.map((exercise) => ({ ...emptyExercise(), ...targets.get(exercise), exercise, superset: false }));
    day.exercises = [...kept, ...added].slice(0, PLAN_LIMITS.exercisesPerDay);
  }
  return { ...draft, days };
}
