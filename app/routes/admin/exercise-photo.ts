import { data, href, redirect } from "react-router";
import type { Route } from "./+types/exercise-photo";
import { tooManyPhotosMessage } from "~/admin";
import { idParam, photoUploadRefusal, requireAdmin, toastHeaders } from "~/admin/index.server";
import { photoNotTakenMessage } from "~/content-editor";
import { receivePhoto } from "~/content-editor/index.server";
import { getDatabase } from "~/db/database.server";
import { parseUploadedPhoto, PHOTO_GONE } from "~/photos";
import { EXERCISE_REFUSALS, EXERCISE_TOASTS } from "~/training";
import { findExercise, setExercisePhoto } from "~/training/index.server";

// An exercise's photo, sent from its page's form (multipart, no JavaScript
// needed): through the photo library, with the same session check, Origin
// guard and hourly limit as the library's own form, then given to the
// exercise. A photo the library already has is taken as that one.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(href("/admin/cwiczenia/:id", { id: params.id }));
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, EXERCISE_REFUSALS.gone);
  const db = await getDatabase();
  if (!(await findExercise(db, id))) throw data(EXERCISE_REFUSALS.gone, { status: 404 });
  // Back to the exercise's page, saying how it went: a file input has nothing typed to keep.
  const back = async (message: string) => redirect(href("/admin/cwiczenia/:id", { id: String(id) }), { status: 303, headers: await toastHeaders(message) });
  const refusal = await photoUploadRefusal();
  if (refusal) return back(tooManyPhotosMessage(refusal.retryInMinutes));
  const received = await receivePhoto(db, request);
  // A duplicate comes with the library's photo of the same bytes: that one is given.
  const photo = received.photo ? parseUploadedPhoto(received.photo.value) : null;
  if (!photo) return back(received.ok ? PHOTO_GONE : photoNotTakenMessage(received.refusal));
  await setExercisePhoto(db, id, photo.id);
  return back(EXERCISE_TOASTS.photoAdded);
}
