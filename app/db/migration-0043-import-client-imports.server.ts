import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// Client imports (issue 62, "switching from Booksy"): the parsed file kept
// server-side between upload, mapping and preview, then what the import did
// to each card, so that it can be undone whole for a day. The rows are
// erased with the import a day after its last step. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const clientImportsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    await db.schema
      .createTable("client_imports")
      .addColumn("id", "integer", id)
      .addColumn("file_name", "text", (column) => column.notNull())
      .addColumn("header", "text", (column) => column.notNull())
      .addColumn("rows", "text", (column) => column.notNull())
      .addColumn("broken_lines", "text", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("imported_at", timestampType)
      .addColumn("done", "text")
      .addColumn("undone_at", timestampType)
      .execute();
    await db.schema.createIndex("client_imports_created_at_index").on("client_imports").column("created_at").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("client_imports").execute();
  },
};
