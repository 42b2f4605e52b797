import { href, redirect } from "react-router";
import type { Route } from "./+types/photo-upload";
import { requireAdmin } from "~/admin/index.server";
import { tooManyPhotosMessage } from "~/admin";
import { photoUploadRefusal } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import type { PhotoUploadAnswer } from "~/photos";
import { uploadedPhotoState } from "~/photos/index.server";
import { PHOTO_GONE } from "~/photos";
import { findPhoto } from "~/photos/index.server";
import { parseUploadedPhoto } from "~/photos";
import { receivePhoto } from "~/content-editor/index.server";
import { photoNotTakenMessage } from "~/content-editor";

// A photo sent from a page's script (the library's form, a photo field in the
// editor), answered in JSON; the same session check, Origin guard (the admin
// layout's) and hourly limit as the library's form.

const json = (answer: PhotoUploadAnswer, status = 200) => Response.json(answer, { status });

/** ?zdjecie=<name>: how the photo's preparation goes. A page view of the address goes to the library. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const name = new URL(request.url).searchParams.get("zdjecie");
  if (name === null) return redirect(href("/admin/zdjecia"));
  const uploaded = parseUploadedPhoto(name);
  const photo = uploaded ? await findPhoto(await getDatabase(), uploaded.id) : null;
  return photo ? json({ photo: uploadedPhotoState(photo) }) : json({ error: PHOTO_GONE }, 404);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const refusal = await photoUploadRefusal();
  if (refusal) return json({ error: tooManyPhotosMessage(refusal.retryInMinutes) }, 429);
  const received = await receivePhoto(await getDatabase(), request);
  return received.ok ? json({ photo: received.photo }, 201) : json({ error: photoNotTakenMessage(received.refusal), photo: received.photo }, received.status);
}
