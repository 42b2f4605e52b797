// The entry of app/training/ for other folders: what they may use of it that the browser may load too.
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
