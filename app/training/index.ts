// What other folders may use of the training capability, in the browser too (issue 60).
export { PlanBuilder } from "./plan-builder";
export type { ExportedPlan, ExportedWorkoutSet, TrainingExport } from "./training-export";
export { PLAN_PAGE } from "./plan.messages";
export { TRAINING_WEEK, WORKOUT } from "./workout.messages";
export { PlanSheet } from "./plan-sheet";
export { WorkoutToday } from "./workout-today";
export type { ClientWorkout } from "./workout-types";
export { CardTraining } from "./card-training";
export { EXERCISE_CATEGORIES, isExerciseCategory, type ExerciseCategory } from "./exercise-category";
export {
  EXERCISE_CATEGORY_NAMES,
  EXERCISE_FIELD_LABELS,
  EXERCISE_PAGE,
  EXERCISE_PHOTO,
  EXERCISE_REFUSALS,
  EXERCISE_TOASTS,
  exerciseCount,
  WATCH_VIDEO,
  WATCH_VIDEO_NEW_TAB,
} from "./exercise-library.messages";
export { EXERCISE_FIELDS, EXERCISE_LIMITS, exerciseSchema, typedExercise, type ExerciseFields, type ExerciseInput } from "./exercise-schema";
export { ExerciseFormFields } from "./exercise-form-fields";
export { exerciseMatches, type SearchableExercise } from "./exercise-search";
export { ExerciseVideoLink } from "./exercise-video-link";
export { videoLink } from "./exercise-video";
