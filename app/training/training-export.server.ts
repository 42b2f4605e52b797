// RODO art. 15 and 20: a client's training plans (every version) and workout
// log, in the card's export (the trainer's JSON and page, the client's own
// "Pobierz moje dane"), as the erasure deletes them with the card.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { readPlanBody } from "./plan-body";
import type { TrainingExport } from "./training-export";

export async function trainingExport(db: Kysely<Database>, clientId: number): Promise<TrainingExport> {
  const [plans, sets] = await Promise.all([
    db.selectFrom("training_plans").selectAll().where("client_id", "=", clientId).orderBy("version").execute(),
    db.selectFrom("workout_sets").selectAll().where("client_id", "=", clientId).orderBy("done_on").orderBy("logged_at").orderBy("id").execute(),
  ]);
  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      version: plan.version,
      startsOn: plan.starts_on,
      weeks: plan.weeks,
      createdAt: plan.created_at,
      days: readPlanBody(plan.body).days,
    })),
    workoutSets: sets.map((set) => ({
      id: set.id,
      planId: set.plan_id,
      doneOn: set.done_on,
      dayName: set.day_name,
      exerciseId: set.exercise_id,
      exercise: set.exercise_name,
      setNumber: set.set_number,
      weightKg: set.weight_kg,
      reps: set.reps,
      seconds: set.seconds,
      loggedAt: set.logged_at,
      receivedAt: set.received_at,
    })),
  };
}
