// The library's exercises as the plan builder offers them: the visible ones,
// and a hidden one a plan has already (so the plan still reads and saves).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { exerciseChoices } from "./exercise-library.server";
import type { PlanDraft } from "./plan-draft";
import type { ExerciseChoice } from "./plan-exercise-row";

export async function builderChoices(db: Kysely<Database>, draft: PlanDraft): Promise<{ choices: ExerciseChoice[]; names: Map<number, string> }> {
  const used = draft.days.flatMap((day) => day.exercises.flatMap((row) => (/^\d{1,9}$/.test(row.exercise) ? [Number(row.exercise)] : [])));
  const choices = await exerciseChoices(db, used);
  return { choices, names: new Map(choices.map((choice) => [choice.id, choice.name])) };
}
