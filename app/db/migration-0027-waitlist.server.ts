import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The waitlist for a full day (issue 46): one row per mailbox and Warsaw
// day, erased at the day's end; the outbox's messages about a row go with it
// (the subject's foreign key, as for bookings). Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const waitlistMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("waitlist")
      .addColumn("id", "integer", (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()))
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("service_slug", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("mailbox_key", "text", (column) => column.notNull())
      .addColumn("submission_key", "text", (column) => column.notNull().unique())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("last_told_at", timestampType)
      .addUniqueConstraint("waitlist_day_mailbox", ["day", "mailbox_key"])
      .execute();
    await db.schema.createIndex("waitlist_day_index").on("waitlist").column("day").execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("waitlist_id", "integer", (column) => column.references("waitlist.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("outbox_waitlist_id_index").on("outbox").column("waitlist_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("outbox_waitlist_id_index").execute();
    await db.deleteFrom("outbox").where("waitlist_id", "is not", null).execute();
    await db.schema.alterTable("outbox").dropColumn("waitlist_id").execute();
    await db.schema.dropTable("waitlist").execute();
  },
};
