// RODO art. 15 and 20: a client's measurements and progress photos in the
// card's export, as the erasure deletes them with the card.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { ProgressExport } from "./progress-export";
import { progressPhotoUrl } from "./progress-form";

export async function progressExport(db: Kysely<Database>, clientId: number): Promise<ProgressExport> {
  const [measurements, photos] = await Promise.all([
    db.selectFrom("measurements").selectAll().where("client_id", "=", clientId).orderBy("measured_on").orderBy("id").execute(),
    db
      .selectFrom("progress_photos")
      .select(["id", "taken_on", "content_type", "width", "height", "created_at", sql<number>`length(bytes)`.as("size")])
      .where("client_id", "=", clientId)
      .orderBy("taken_on")
      .orderBy("id")
      .execute(),
  ]);
  return {
    measurements: measurements.map((row) => ({
      id: row.id,
      measuredOn: row.measured_on,
      weightKg: row.weight_kg,
      waistCm: row.waist_cm,
      hipsCm: row.hips_cm,
      chestCm: row.chest_cm,
      armCm: row.arm_cm,
      thighCm: row.thigh_cm,
      bodyFatPct: row.body_fat_pct,
      enteredBy: row.entered_by,
      createdAt: row.created_at,
    })),
    photos: photos.map((row) => ({
      id: row.id,
      takenOn: row.taken_on,
      contentType: row.content_type,
      width: row.width,
      height: row.height,
      bytes: Number(row.size),
      createdAt: row.created_at,
      url: progressPhotoUrl(row.id),
    })),
  };
}
