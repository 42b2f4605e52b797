import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// When the trainer last looked at each part of the panel that counts news
// ("calendar": online bookings, clients' cancellations and moves;
// "enquiries": new enquiries): one row each, shared by every device and
// every instance. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const panelSeenMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("panel_seen")
      .addColumn("part", "text", (column) => column.primaryKey())
      .addColumn("seen_at", "text", (column) => column.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("panel_seen").execute();
  },
};
