// What other folders may use of the training capability, in the browser too (issue 60).
export { PlanBuilder } from "./plan-builder";
export type { ExportedPlan, ExportedWorkoutSet, TrainingExport } from "./training-export";
export { PLAN_PAGE } from "./plan.messages";
export { TRAINING_WEEK } from "./workout.messages";
export { PlanSheet } from "./plan-sheet";
export { WorkoutToday } from "./workout-today";
export type { ClientWorkout } from "./workout-types";
export { CardTraining } from "./card-training";
