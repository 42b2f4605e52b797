// The targets an exercise picked for a plan starts from: what the trainer set
// for it last, in the newest plan that has it (sets, repetitions or seconds,
// rest, tempo; not the weight, which is the client's own). Newest first, a
// bounded read: a busy trainer's four years are a few hundred plan versions.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { readPlanBody } from "./plan-body";
import { shown, type DraftExercise } from "./plan-draft";

const PLANS_READ = 300;

export async function lastTargets(db: Kysely<Database>, exercises: readonly string[]): Promise<Map<string, Partial<DraftExercise>>> {
  const targets = new Map<string, Partial<DraftExercise>>();
  if (!exercises.length) return targets;
  const plans = await db.selectFrom("training_plans").select("body").orderBy("id", "desc").limit(PLANS_READ).execute();
  for (const plan of plans) {
    for (const day of readPlanBody(plan.body)?.days ?? [])
      for (const row of day.exercises) {
        const id = row.exerciseId === null ? "" : String(row.exerciseId);
        if (!exercises.includes(id) || targets.has(id)) continue;
        targets.set(id, { sets: String(row.sets), reps: row.reps, seconds: shown(row.seconds), rest: shown(row.restSeconds), tempo: row.tempo });
      }
    if (targets.size === exercises.length) break;
  }
  return targets;
}
