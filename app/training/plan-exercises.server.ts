// The library's exercises as the plan builder offers them: the visible ones,
// and a hidden one a plan has already (so the plan still reads and saves).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { PlanDraft } from "./plan-draft";
import type { ExerciseChoice } from "./plan-exercise-row";

export async function builderChoices(db: Kysely<Database>, draft: PlanDraft): Promise<{ choices: ExerciseChoice[]; names: Map<number, string> }> {
  const rows = await db.selectFrom("exercises").select(["id", "name", "category", "hidden"]).orderBy("category").orderBy("name").execute();
  const used = new Set(draft.days.flatMap((day) => day.exercises.map((row) => Number(row.exercise))));
  const offered = rows.filter((row) => row.hidden === 0 || used.has(row.id));
  return {
    choices: offered.map(({ id, name, category }) => ({ id, name, category })),
    names: new Map(offered.map((row) => [row.id, row.name])),
  };
}
