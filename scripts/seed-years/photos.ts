// Uploaded photos with their files: small generated images (400 px wide, so
// the pipeline would make one width in each of its three formats; sharp makes
// them here), each a different colour so their hashes differ.
import { createHash } from "node:crypto";
import type { Insertable } from "kysely";
import sharp from "sharp";
import type { Database } from "../../app/db/database.server.ts";
import type { Random } from "../seeded-random.ts";
import { DAY, iso } from "./time.ts";

type Variant = Omit<Insertable<Database["photo_variants"]>, "photo_id">;
export type SeedPhoto = Insertable<Database["photos"]> & { created_at: string; variants: Variant[] };

const FORMATS = ["avif", "webp", "jpg"] as const;

/** The `index`th photo of `count`, uploaded at its share of the span, a day or less late. */
async function makePhoto(index: number, count: number, { from, now, random }: { from: Date; now: Date; random: Random }): Promise<SeedPhoto> {
  const background = { r: (index * 53) % 256, g: (index * 97) % 256, b: (index * 151) % 256 };
  const image = sharp({ create: { width: 400, height: 300, channels: 3, background } });
  const original = await image.clone().jpeg({ quality: 80 }).toBuffer();
  const variants = await Promise.all(
    FORMATS.map(async (format) => ({
      width: 400,
      format,
      bytes: await image
        .clone()
        .toFormat(format === "jpg" ? "jpeg" : format)
        .toBuffer(),
    })),
  );
  const sha = createHash("sha256").update(original).digest("hex");
  const span = now.getTime() - from.getTime();
  return {
    id: `u-${sha.slice(0, 12)}`,
    original,
    original_sha256: sha,
    width: 400,
    height: 300,
    status: "ready",
    error: null,
    locked_until: null,
    created_at: iso(from.getTime() + (span * (index + 1)) / (count + 1) + random.next() * DAY),
    variants,
  };
}

/** `count` photos, one after another (each draws from the generator in turn). */
export async function makePhotos({ count, ...span }: { count: number; from: Date; now: Date; random: Random }): Promise<SeedPhoto[]> {
  const photos = [];
  for (let index = 0; index < count; index++) photos.push(await makePhoto(index, count, span));
  return photos;
}
