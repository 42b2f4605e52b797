// An exercise's photo as a page draws it, once its files are made (until
// then, and without a photo, none): the thumbnail for lists and selects, and
// the whole entry for <Picture>.
import type { ImageEntry } from "~/lib/image-manifest";
import { imageEntry, photoThumbnail } from "~/photos/index.server";
import type { Exercise } from "./exercise-library.server";

const readyPhoto = (exercise: Pick<Exercise, "photo">) => (exercise.photo?.status === "ready" ? exercise.photo.name : null);

/** The address of the exercise's photo's smallest WebP file, or null. */
export function exercisePhotoThumbnail(exercise: Pick<Exercise, "photo">): string | null {
  const photo = readyPhoto(exercise);
  return photo ? photoThumbnail(photo) : null;
}

/** The exercise's photo's files and size for <Picture>, or null. */
export function exercisePicture(exercise: Pick<Exercise, "photo">): ImageEntry | null {
  const photo = readyPhoto(exercise);
  return photo ? imageEntry(photo) : null;
}
