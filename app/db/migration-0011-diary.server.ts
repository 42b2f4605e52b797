import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The trainer's diary: client cards (matched by e-mail, then phone, through
// client_keys), bookings the trainer makes and their weekly series, packages
// that count down with their history, the outbox opened to a package's mails,
// and the trainer's private calendar imported from its iCal address.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const diaryMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());

    await db.schema
      .createTable("clients")
      .addColumn("id", "integer", id)
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("phone", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("notes", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("last_activity_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("clients_last_activity_index").on("clients").column("last_activity_at").execute();
    // One card per mailbox ("e:" + mailboxKey) and per phone ("p:+48…"): the
    // primary key makes two instances linking the same person meet on one card.
    await db.schema
      .createTable("client_keys")
      .addColumn("key", "text", (column) => column.primaryKey())
      .addColumn("client_id", "integer", (column) => column.notNull().references("clients.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("client_keys_client_index").on("client_keys").column("client_id").execute();

    await db.schema
      .createTable("booking_series")
      .addColumn("id", "integer", id)
      .addColumn("client_id", "integer", (column) => column.references("clients.id").onDelete("set null"))
      .addColumn("service_slug", "text", (column) => column.notNull())
      /** The Warsaw wall-clock time every occurrence starts at ("18:00"). */
      .addColumn("wall_time", "text", (column) => column.notNull())
      .addColumn("every_weeks", "integer", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();

    await db.schema
      .alterTable("enquiries")
      .addColumn("client_id", "integer", (column) => column.references("clients.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex("enquiries_client_index").on("enquiries").column("client_id").execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("client_id", "integer", (column) => column.references("clients.id").onDelete("set null"))
      .execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("series_id", "integer", (column) => column.references("booking_series.id").onDelete("set null"))
      .execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("origin", "text", (column) => column.notNull().defaultTo("online"))
      .execute();
    await db.schema
      .alterTable("bookings")
      .addColumn("mail_client", "integer", (column) => column.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex("bookings_client_index").on("bookings").column("client_id").execute();
    await db.schema.createIndex("bookings_series_index").on("bookings").columns(["series_id", "starts_at"]).execute();

    await db.schema
      .createTable("client_packages")
      .addColumn("id", "integer", id)
      .addColumn("client_id", "integer", (column) => column.notNull().references("clients.id").onDelete("cascade"))
      .addColumn("offer_slug", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("sessions", "integer", (column) => column.notNull())
      .addColumn("price", "integer", (column) => column.notNull())
      .addColumn("valid_weeks", "integer", (column) => column.notNull())
      .addColumn("valid_from", "text", (column) => column.notNull())
      .addColumn("sold_on", "text", (column) => column.notNull())
      .addColumn("starts_on", "text")
      .addColumn("paid", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("sequence", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("low_notified_at", timestampType)
      .addColumn("expiry_notified_at", timestampType)
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("client_packages_client_index").on("client_packages").column("client_id").execute();
    // A session uses at most one package's session: the key is the booking.
    await db.schema
      .createTable("package_uses")
      .addColumn("booking_id", "integer", (column) => column.primaryKey().references("bookings.id").onDelete("cascade"))
      .addColumn("package_id", "integer", (column) => column.notNull().references("client_packages.id").onDelete("cascade"))
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("package_uses_package_index").on("package_uses").column("package_id").execute();
    await db.schema
      .createTable("package_events")
      .addColumn("id", "integer", id)
      .addColumn("package_id", "integer", (column) => column.notNull().references("client_packages.id").onDelete("cascade"))
      .addColumn("at", timestampType, (column) => column.notNull())
      .addColumn("author", "text", (column) => column.notNull())
      .addColumn("what", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("package_events_package_index").on("package_events").columns(["package_id", "at"]).execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("package_id", "integer", (column) => column.references("client_packages.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("outbox_package_id_index").on("outbox").column("package_id").execute();

    // The private calendar: one address (a secret), its last good copy as busy times.
    await db.schema
      .createTable("private_calendar")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("url", "text", (column) => column.notNull())
      .addColumn("show_titles", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("etag", "text")
      .addColumn("last_modified", "text")
      .addColumn("last_attempt_at", timestampType)
      .addColumn("last_ok_at", timestampType)
      .addColumn("failing_since", timestampType)
      .addColumn("last_error", "text")
      .addColumn("locked_until", timestampType)
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("private_busy")
      .addColumn("id", "integer", id)
      .addColumn("starts_at", timestampType, (column) => column.notNull())
      .addColumn("ends_at", timestampType, (column) => column.notNull())
      .addColumn("title", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("all_day", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("private_busy_ends_index").on("private_busy").column("ends_at").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("private_busy").execute();
    await db.schema.dropTable("private_calendar").execute();
    await db.schema.dropIndex("outbox_package_id_index").execute();
    await db.deleteFrom("outbox").where("package_id", "is not", null).execute();
    await db.schema.alterTable("outbox").dropColumn("package_id").execute();
    await db.schema.dropTable("package_events").execute();
    await db.schema.dropTable("package_uses").execute();
    await db.schema.dropTable("client_packages").execute();
    await db.schema.dropIndex("bookings_series_index").execute();
    await db.schema.dropIndex("bookings_client_index").execute();
    for (const column of ["mail_client", "origin", "series_id", "client_id"]) await db.schema.alterTable("bookings").dropColumn(column).execute();
    await db.schema.dropIndex("enquiries_client_index").execute();
    await db.schema.alterTable("enquiries").dropColumn("client_id").execute();
    await db.schema.dropTable("booking_series").execute();
    await db.schema.dropTable("client_keys").execute();
    await db.schema.dropTable("clients").execute();
  },
};
