import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// Pairs and small groups (issue 61): a group session holds the trainer's
// time as a booking does (its five-minute cells), and its participants'
// bookings hold its seats. A booking of a group names its session, how many
// seats it takes (itself and a companion) and the companion's name. Never
// edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const groupSessionsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    await db.schema
      .createTable("group_sessions")
      .addColumn("id", "integer", id)
      .addColumn("title", "text", (column) => column.notNull())
      .addColumn("service_slug", "text", (column) => column.notNull())
      .addColumn("place", "text", (column) => column.notNull())
      .addColumn("starts_at", timestampType, (column) => column.notNull())
      .addColumn("ends_at", timestampType, (column) => column.notNull())
      .addColumn("claimed_until", timestampType, (column) => column.notNull())
      .addColumn("seats", "integer", (column) => column.notNull())
      .addColumn("min_seats", "integer")
      .addColumn("price", "integer", (column) => column.notNull())
      .addColumn("weekly_key", "text")
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("decide_at", timestampType)
      .addColumn("asked_at", timestampType)
      .addColumn("held_at", timestampType)
      .addColumn("cancel_reason", "text")
      .addColumn("cancelled_at", timestampType)
      .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("group_sessions_starts_at_index").on("group_sessions").columns(["starts_at"]).execute();
    await db.schema.createIndex("group_sessions_weekly_index").on("group_sessions").columns(["weekly_key", "starts_at"]).execute();
    await db.schema
      .alterTable("booking_cells")
      .addColumn("group_session_id", "integer", (column) => column.references("group_sessions.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("booking_cells_group_index").on("booking_cells").column("group_session_id").execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("group_session_id", "integer", (column) => column.references("group_sessions.id"))
      .execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("seats", "integer", (column) => column.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("bookings").addColumn("companion_name", "text").execute();
    await db.schema.createIndex("bookings_group_index").on("bookings").columns(["group_session_id"]).execute();
    await db.schema
      .createTable("group_seats")
      .addColumn("group_session_id", "integer", (column) => column.notNull().references("group_sessions.id").onDelete("cascade"))
      .addColumn("seat_number", "integer", (column) => column.notNull())
      .addColumn("booking_id", "integer", (column) => column.notNull().references("bookings.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("group_seats_pkey", ["group_session_id", "seat_number"])
      .execute();
    await db.schema.createIndex("group_seats_booking_index").on("group_seats").column("booking_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("group_seats").execute();
    await db.schema.dropIndex("bookings_group_index").execute();
    for (const column of ["companion_name", "seats", "group_session_id"]) await db.schema.alterTable("bookings").dropColumn(column).execute();
    await db.schema.dropIndex("booking_cells_group_index").execute();
    await db.schema.alterTable("booking_cells").dropColumn("group_session_id").execute();
    await db.schema.dropTable("group_sessions").execute();
  },
};
