import { sql, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationResult } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";
import { oneMigratorAtATime } from "~/db/migration-lock.server";
import { laterMigrations } from "~/db/later-migrations.server";

// Migrations see the schema as it was when they were written, not today's
// `Database` type, hence `any`. Append new ones; never edit a shipped one.
/* eslint-disable @typescript-eslint/no-explicit-any */

const migrations: Record<string, Migration> = {
  "0001-enquiries-outbox-secrets": {
    async up(db: Kysely<any>) {
      const postgres = dialectOf(db) === "postgres";
      // ISO time stamps compare as text; byte order (C) keeps that exact and cheap on PostgreSQL.
      const timestampType = postgres ? sql`text collate "C"` : "text";

      await db.schema
        .createTable("enquiries")
        .addColumn("id", "integer", (column) =>
          // AUTOINCREMENT: a deleted enquiry's number is never given to another.
          postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        )
        .addColumn("created_at", timestampType, (column) => column.notNull())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("phone", "text")
        .addColumn("service", "text")
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
        .addColumn("note", "text")
        .addColumn("submission_key", "text", (column) => column.notNull().unique())
        .execute();
      await db.schema.createIndex("enquiries_created_at_index").on("enquiries").column("created_at").execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "integer", (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()))
        .addColumn("enquiry_id", "integer", (column) => column.notNull().references("enquiries.id").onDelete("cascade"))
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", timestampType, (column) => column.notNull())
        .addColumn("locked_until", timestampType)
        .addColumn("last_error", "text")
        .addColumn("sent_at", timestampType)
        .addColumn("created_at", timestampType, (column) => column.notNull())
        .execute();
      await db.schema.createIndex("outbox_due_index").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_enquiry_id_index").on("outbox").column("enquiry_id").execute();

      await db.schema
        .createTable("app_secrets")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .addColumn("created_at", timestampType, (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("app_secrets").execute();
      await db.schema.dropTable("outbox").execute();
      await db.schema.dropTable("enquiries").execute();
    },
  },
  "0002-admin-sessions-sign-in-failures": {
    async up(db: Kysely<any>) {
      const postgres = dialectOf(db) === "postgres";
      const timestampType = postgres ? sql`text collate "C"` : "text";

      // The inbox's sessions, by the SHA-256 of their id: a copy of the
      // database does not hand out working cookies.
      await db.schema
        .createTable("admin_sessions")
        .addColumn("id_hash", "text", (column) => column.primaryKey())
        .addColumn("created_at", timestampType, (column) => column.notNull())
        .addColumn("last_seen_at", timestampType, (column) => column.notNull())
        .execute();

      // Failed sign-ins per client address and per e-mail typed, both by hash.
      await db.schema
        .createTable("sign_in_failures")
        .addColumn("key_hash", "text", (column) => column.primaryKey())
        .addColumn("failures", "integer", (column) => column.notNull())
        .addColumn("window_started_at", timestampType, (column) => column.notNull())
        .addColumn("locked_until", timestampType)
        .execute();

      // The inbox filters by status, newest first.
      await db.schema.createIndex("enquiries_status_created_at_index").on("enquiries").columns(["status", "created_at"]).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex("enquiries_status_created_at_index").execute();
      await db.schema.dropTable("sign_in_failures").execute();
      await db.schema.dropTable("admin_sessions").execute();
    },
  },
  "0003-sign-in-attempts-session-fingerprints": {
    async up(db: Kysely<any>) {
      // Attempts are now counted before the password is checked, not failures after.
      await db.schema.alterTable("sign_in_failures").renameTo("sign_in_attempts").execute();
      await db.schema.alterTable("sign_in_attempts").renameColumn("failures", "attempts").execute();
      // Which ADMIN_PASSWORD_HASH a session was opened under: a changed hash ends
      // the sessions opened before (those from before this migration included).
      await db.schema.alterTable("admin_sessions").addColumn("password_fingerprint", "text").execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable("admin_sessions").dropColumn("password_fingerprint").execute();
      await db.schema.alterTable("sign_in_attempts").renameColumn("attempts", "failures").execute();
      await db.schema.alterTable("sign_in_attempts").renameTo("sign_in_failures").execute();
    },
  },
  "0004-content-revisions": {
    async up(db: Kysely<any>) {
      const postgres = dialectOf(db) === "postgres";
      const timestampType = postgres ? sql`text collate "C"` : "text";
      await db.schema
        .createTable("content_revisions")
        .addColumn("id", "integer", (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement()))
        .addColumn("section", "text", (column) => column.notNull())
        .addColumn("version", "integer", (column) => column.notNull())
        .addColumn("document", "text", (column) => column.notNull())
        .addColumn("summary", "text", (column) => column.notNull())
        .addColumn("author", "text", (column) => column.notNull())
        .addColumn("restored_from", "integer")
        .addColumn("created_at", timestampType, (column) => column.notNull())
        // The publish guard: two editors who started from one version cannot both
        // write the next one, on any number of instances.
        .addUniqueConstraint("content_revisions_section_version", ["section", "version"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("content_revisions").execute();
    },
  },
  "0005-photos": {
    async up(db: Kysely<any>) {
      const postgres = dialectOf(db) === "postgres";
      const timestampType = postgres ? sql`text collate "C"` : "text";
      const bytesType = postgres ? "bytea" : "blob";
      await db.schema
        .createTable("photos")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("original", bytesType, (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("error", "text")
        .addColumn("locked_until", timestampType)
        .addColumn("created_at", timestampType, (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("photo_variants")
        .addColumn("photo_id", "text", (column) => column.notNull().references("photos.id").onDelete("cascade"))
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("format", "text", (column) => column.notNull())
        .addColumn("bytes", bytesType, (column) => column.notNull())
        .addPrimaryKeyConstraint("photo_variants_pk", ["photo_id", "width", "format"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("photo_variants").execute();
      await db.schema.dropTable("photos").execute();
    },
  },
  ...laterMigrations,
};

/** Brings the schema up or down to the named migration (a test of a migration starts from the one before). */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await (await migratorFor(db)).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  // In code rather than read from a folder, so that the server bundle carries them.
  // On PostgreSQL, Kysely looks for its bookkeeping tables in every schema
  // unless told which one: a second app (or a test) in another schema of the
  // same database would make it skip creating them here.
  const migrationTableSchema =
    dialectOf(db) === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
}

/**
 * Brings the schema up to date. Safe to run from several instances at once:
 * Kysely's migrator takes a lock (a row lock on PostgreSQL).
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  if (dialectOf(db) !== "postgres") return latest(db);
  return oneMigratorAtATime(db, () => latest(db));
}

async function latest(db: Kysely<any>): Promise<MigrationResult[]> {
  const { error, results = [] } = await (await migratorFor(db)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results;
}
