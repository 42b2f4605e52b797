// The Polish of the photo library: why an upload was not taken, a duplicate
// named with where the library's copy is used.
import { formatDateTime } from "~/lib/format";
import type { PhotoRefusal } from "~/photos";
import { photoRefusalMessage } from "~/photos";

/** The library already has a photo with the same bytes: when it was added, and the places the published site shows it. */
export type DuplicatePhoto = { problem: "duplicate"; /** The stored time stamp. */ addedAt: string; uses: readonly string[] };

/** "To zdjęcie jest już w bibliotece: dodane 24 listopada 2026, 00:50, używane w: Galeria, zdjęcie 3." */
export function duplicatePhotoMessage({ addedAt, uses }: Pick<DuplicatePhoto, "addedAt" | "uses">): string {
  const where = uses.length > 0 ? `używane w: ${uses.join("; ")}` : "jeszcze nigdzie nieużywane";
  return `To zdjęcie jest już w bibliotece: dodane ${formatDateTime(addedAt)}, ${where}.`;
}

/** Why the library did not take a photo, as the upload's answer says it. */
export const photoNotTakenMessage = (refusal: PhotoRefusal | DuplicatePhoto): string =>
  refusal.problem === "duplicate" ? duplicatePhotoMessage(refusal) : photoRefusalMessage(refusal);

/** The server's log line for a photo taken. */
export const PHOTO_ADDED_LOG = "Dodano zdjęcie";
