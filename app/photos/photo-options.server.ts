import images from "virtual:site-images";
import { getDatabase } from "~/db/database.server";
import { formatDateTime } from "~/lib/format";
import { listPhotos } from "./photo-store.server";

/** The photos a photo field offers: those uploaded in the editor (newest first), then the site's own. */
export async function photoOptions(): Promise<{ value: string; label: string }[]> {
  const uploaded = (await listPhotos(await getDatabase()))
    .filter((photo) => photo.status !== "failed")
    .map((photo) => ({
      value: photo.name,
      label: `Zdjęcie dodane ${formatDateTime(photo.createdAt)}${photo.status === "processing" ? " (przetwarzanie…)" : ""}`,
    }));
  const own = Object.keys(images)
    .sort()
    .map((name) => ({ value: name, label: name }));
  return [...uploaded, ...own];
}
