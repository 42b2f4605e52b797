// An exercise's photo as a page draws it, once its files are made (until
// then, and without a photo, none): the thumbnail for lists and selects, and
// the whole entry for <Picture>.
import type { ImageEntry } from "~/lib/image-manifest";
import { imageEntry, photoThumbnail } from "~/photos/index.server";
import type { PhotoStatus } from "~/db/database.server";

/** An exercise's photo as the library reads it (exercise-library.server.ts): its name and its preparation's state. */
type WithPhoto = { photo: { name: string; status: PhotoStatus } | null };

const readyPhoto = (exercise: WithPhoto) => (exercise.photo?.status === "ready" ? exercise.photo.name : null);

/** The address of the exercise's photo's smallest WebP file, or null. */
export function exercisePhotoThumbnail(exercise: WithPhoto): string | null {
  const photo = readyPhoto(exercise);
  return photo ? photoThumbnail(photo) : null;
}

/** The exercise's photo's files and size for <Picture>, or null. */
export function exercisePicture(exercise: WithPhoto): ImageEntry | null {
  const photo = readyPhoto(exercise);
  return photo ? imageEntry(photo) : null;
}
