import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Each uploaded photo's SHA-256 (of the original as sent), unique: the same
// photo is refused a second time, and two identical uploads on two instances
// at once end as one row. Photos already stored get theirs here, one original
// at a time; of the duplicates uploaded before this (the library could not
// tell), only the oldest takes the hash, the others keep none (a unique index
// allows any number of nulls on both databases) and stay as they are, since
// the content may name them. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const photoHashesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("photos").addColumn("original_sha256", "text").execute();
    const photos: { id: string }[] = await db.selectFrom("photos").select("id").orderBy("created_at").orderBy("id").execute();
    const seen = new Set<string>();
    for (const { id } of photos) {
      const { original } = await db.selectFrom("photos").select("original").where("id", "=", id).executeTakeFirstOrThrow();
      const hash = createHash("sha256").update(original).digest("hex");
      if (seen.has(hash)) continue;
      seen.add(hash);
      await db.updateTable("photos").set({ original_sha256: hash }).where("id", "=", id).execute();
    }
    await db.schema.createIndex("photos_original_sha256_unique").on("photos").column("original_sha256").unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("photos_original_sha256_unique").execute();
    await db.schema.alterTable("photos").dropColumn("original_sha256").execute();
  },
};
