// The entry of app/training/ for other folders' server code.
export { addExercise, editExercise, setExerciseHidden, setExercisePhoto, type ExerciseSaved } from "./exercise-changes.server";
export { exerciseChoices, findExercise, listExercises, searchExercises, type Exercise, type ExerciseChoice } from "./exercise-library.server";
export { exercisePhotoThumbnail, exercisePicture } from "./exercise-photo.server";
