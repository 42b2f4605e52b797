// What other folders' server code may use of the training capability (issue 60).
export { planPageAction, planPageView } from "./plan-page.server";
export { planOf } from "./plan-store.server";
export { SET_FORM_FIELDS, setFromForm, setsFromScript } from "./set-form.server";
export { storeSets } from "./workout-log.server";
export { clientWorkout } from "./client-workout.server";
export { cardTraining } from "./card-training.server";
export { trainingExport } from "./training-export.server";
export { trainingWeek } from "./training-week.server";
export { addExercise, editExercise, setExerciseHidden, setExercisePhoto, type ExerciseSaved } from "./exercise-changes.server";
export { exerciseChoices, findExercise, listExercises, searchExercises, type Exercise, type ExerciseChoice } from "./exercise-library.server";
export { exercisePhotoThumbnail, exercisePicture } from "./exercise-photo.server";
