import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// A booking's later life: how often the client moved it, whether the trainer
// chose to keep it although new rules leave it outside them, and the manage
// actions counted per network against BOOKING_RATE_LIMIT. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const bookingLifecycleMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    await db.schema
      .alterTable("bookings")
      .addColumn("client_moves", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("bookings").addColumn("kept_outside_rules_at", timestampType).execute();
    await db.schema
      .createTable("booking_actions")
      .addColumn("network_hash", "text", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("booking_actions_network_created_index").on("booking_actions").columns(["network_hash", "created_at"]).execute();
    // Cells of bookings that are no longer confirmed (the race this migration's
    // code closes could leave some): a cancelled or attended session holds no time.
    await sql`delete from booking_cells where booking_id in (select id from bookings where status <> 'confirmed')`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("booking_actions").execute();
    await db.schema.alterTable("bookings").dropColumn("kept_outside_rules_at").execute();
    await db.schema.alterTable("bookings").dropColumn("client_moves").execute();
  },
};
