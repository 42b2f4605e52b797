import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The waitlist asks first (issue 56): a row is pending until its address is
// confirmed by the link in a mail (or joined by the signed-in client whose
// card's address it is); only the link's SHA-256 is stored. Rows that were
// waiting before count as confirmed: they were told so when they joined.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const waitlistConfirmationMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema.alterTable("waitlist").addColumn("confirmed_at", timestampType).execute();
    await db.schema.alterTable("waitlist").addColumn("confirm_hash", "text").execute();
    await db
      .updateTable("waitlist")
      .set({ confirmed_at: sql`created_at` })
      .execute();
    await db.schema.createIndex("waitlist_confirm_hash_index").on("waitlist").column("confirm_hash").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("waitlist_confirm_hash_index").execute();
    await db.schema.alterTable("waitlist").dropColumn("confirm_hash").execute();
    await db.schema.alterTable("waitlist").dropColumn("confirmed_at").execute();
  },
};
