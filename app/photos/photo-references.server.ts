// The photos a section of content names, checked before it is published: a
// name the site has no photo for would make its pages fail to render.
import type { Kysely } from "kysely";
import images from "virtual:site-images";
import type { Database } from "~/db/database.server";
import { parseUploadedPhoto } from "./uploaded-photo";

/** A whole string value shaped like a photo's file name ("trener.jpg", "u-3f9a2c1b7d4e-5000x3333.jpg"). */
const PHOTO_NAME = /^[a-z0-9-]+\.(jpe?g|png|webp)$/;

function photoNames(document: unknown): string[] {
  const names = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string" && PHOTO_NAME.test(value)) names.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(document);
  return [...names];
}

/**
 * The photo names in `document` that no page could draw (neither one of the
 * site's own photos nor an uploaded one), and the uploaded ones whose files
 * are not made yet (the page would show them only once they are).
 */
export async function photoProblems(db: Kysely<Database>, document: unknown): Promise<{ unknown: string[]; unready: string[] }> {
  const names = photoNames(document);
  const uploaded = names.flatMap((name) => {
    const photo = parseUploadedPhoto(name);
    return photo ? [{ name, id: photo.id }] : [];
  });
  const rows = uploaded.length
    ? await db
        .selectFrom("photos")
        .select(["id", "status"])
        .where(
          "id",
          "in",
          uploaded.map((photo) => photo.id),
        )
        .execute()
    : [];
  const status = new Map(rows.map((row) => [row.id, row.status]));
  return {
    unknown: [
      ...names.filter((name) => !images[name] && !parseUploadedPhoto(name)),
      ...uploaded.filter((photo) => !status.has(photo.id)).map((photo) => photo.name),
    ],
    unready: uploaded.filter((photo) => status.has(photo.id) && status.get(photo.id) !== "ready").map((photo) => photo.name),
  };
}
