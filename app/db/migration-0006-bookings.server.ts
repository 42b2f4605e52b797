import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// Online booking's tables, and the outbox opened to a booking's mails. A file
// of its own only for length; like every migration, never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const bookingsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    await db.schema
      .createTable("bookings")
      .addColumn("id", "integer", id)
      .addColumn("service_slug", "text", (column) => column.notNull())
      .addColumn("service_name", "text", (column) => column.notNull())
      .addColumn("place", "text", (column) => column.notNull())
      .addColumn("price", "integer", (column) => column.notNull())
      .addColumn("starts_at", timestampType, (column) => column.notNull())
      .addColumn("ends_at", timestampType, (column) => column.notNull())
      .addColumn("claimed_until", timestampType, (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("phone", "text", (column) => column.notNull())
      .addColumn("notes", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("submission_key", "text", (column) => column.notNull().unique())
      .addColumn("network_hash", "text", (column) => column.notNull())
      .addColumn("cancel_reason", "text")
      .addColumn("cancelled_at", timestampType)
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("bookings_starts_at_index").on("bookings").columns(["starts_at"]).execute();
    await db.schema.createIndex("bookings_email_index").on("bookings").columns(["email"]).execute();
    await db.schema.createIndex("bookings_network_created_index").on("bookings").columns(["network_hash", "created_at"]).execute();
    await db.schema
      .createTable("calendar_blocks")
      .addColumn("id", "integer", id)
      .addColumn("starts_at", timestampType, (column) => column.notNull())
      .addColumn("ends_at", timestampType, (column) => column.notNull())
      .addColumn("note", "text", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    // The guarantee against double booking: a cell can be claimed once, by a
    // booking or a block, whatever the number of instances and requests.
    await db.schema
      .createTable("booking_cells")
      .addColumn("cell_at", timestampType, (column) => column.primaryKey())
      .addColumn("booking_id", "integer", (column) => column.references("bookings.id").onDelete("cascade"))
      .addColumn("block_id", "integer", (column) => column.references("calendar_blocks.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("booking_cells_booking_index").on("booking_cells").column("booking_id").execute();
    await db.schema.createIndex("booking_cells_block_index").on("booking_cells").column("block_id").execute();
    await db.schema
      .createTable("blocked_booking_emails")
      .addColumn("email", "text", (column) => column.primaryKey())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();

    // The outbox now also carries a booking's mails: enquiry_id becomes optional.
    if (postgres) {
      await sql`alter table outbox alter column enquiry_id drop not null`.execute(db);
      await db.schema
        .alterTable("outbox")
        .addColumn("booking_id", "integer", (column) => column.references("bookings.id").onDelete("cascade"))
        .execute();
    } else {
      // SQLite cannot drop NOT NULL: the table is rebuilt with the same rows.
      await sql`create table outbox_next (
        id integer primary key autoincrement,
        enquiry_id integer references enquiries (id) on delete cascade,
        booking_id integer references bookings (id) on delete cascade,
        kind text not null,
        status text not null default 'pending',
        attempts integer not null default 0,
        next_attempt_at text not null,
        locked_until text,
        last_error text,
        sent_at text,
        created_at text not null
      )`.execute(db);
      await sql`insert into outbox_next (id, enquiry_id, kind, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at)
        select id, enquiry_id, kind, status, attempts, next_attempt_at, locked_until, last_error, sent_at, created_at from outbox`.execute(db);
      await sql`drop table outbox`.execute(db);
      await sql`alter table outbox_next rename to outbox`.execute(db);
      await db.schema.createIndex("outbox_due_index").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_enquiry_id_index").on("outbox").column("enquiry_id").execute();
    }
    await db.schema.createIndex("outbox_booking_id_index").on("outbox").column("booking_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("outbox_booking_id_index").execute();
    await db.deleteFrom("outbox").where("booking_id", "is not", null).execute();
    await db.schema.alterTable("outbox").dropColumn("booking_id").execute();
    await db.schema.dropTable("blocked_booking_emails").execute();
    await db.schema.dropTable("booking_cells").execute();
    await db.schema.dropTable("calendar_blocks").execute();
    await db.schema.dropTable("bookings").execute();
  },
};
