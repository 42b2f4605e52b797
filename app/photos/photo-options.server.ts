import images from "virtual:site-images";
import { getDatabase } from "~/db/database.server";
import { formatDateTime } from "~/lib/format";
import { photoThumbnail } from "./image-entry.server";
import { ownPhotoLabel, uploadedPhotoLabel } from "./photos.messages";
import type { PhotoChoice, UploadedPhotoState } from "./photo-choice";
import { listPhotos, type PhotoSummary } from "./photo-store.server";

/** An uploaded photo as a photo field and the upload's answer show it. */
export function uploadedPhotoState(photo: PhotoSummary): UploadedPhotoState {
  return {
    value: photo.name,
    label: uploadedPhotoLabel({ added: formatDateTime(photo.createdAt), preparing: photo.status === "processing" }),
    thumbnail: photo.status === "ready" ? photoThumbnail(photo.name) : null,
    status: photo.status,
    error: photo.error,
  };
}

/** The photos a photo field offers: those uploaded in the editor (newest first), then the site's own. */
export async function photoOptions(): Promise<PhotoChoice[]> {
  const uploaded = (await listPhotos(await getDatabase()))
    .filter((photo) => photo.status !== "failed")
    .map((photo) => {
      const { value, label, thumbnail } = uploadedPhotoState(photo);
      return { value, label, thumbnail };
    });
  const own = Object.keys(images)
    .sort()
    .map((name) => ({ value: name, label: ownPhotoLabel(name), thumbnail: photoThumbnail(name) }));
  return [...uploaded, ...own];
}
