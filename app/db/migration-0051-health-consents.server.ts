import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// The consent to keep health data as proof (issue 80, art. 7 ust. 1 RODO):
// each time it is given, who gave it (the client on their page, or the
// trainer ticking it with the client present), the words shown, and when;
// a withdrawal marks the record and leaves it. The card's health_consent_at
// stays what the pages read. The records go with the card when it is erased.
// Consents given before keep their time, with the words and the giver not
// known then. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const healthConsentsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    await db.schema
      .createTable("health_consents")
      .addColumn("id", "integer", id)
      .addColumn("client_id", "integer", (column) => column.notNull().references("clients.id").onDelete("cascade"))
      .addColumn("given_at", timestampType, (column) => column.notNull())
      .addColumn("given_by", "text", (column) => column.notNull())
      .addColumn("wording", "text", (column) => column.notNull())
      .addColumn("withdrawn_at", timestampType)
      .execute();
    await db.schema.createIndex("health_consents_client_id").on("health_consents").column("client_id").execute();
    await db
      .insertInto("health_consents")
      .columns(["client_id", "given_at", "given_by", "wording"])
      .expression(
        db
          .selectFrom("clients")
          .select(["id", "health_consent_at", sql.lit("unknown").as("given_by"), sql.lit("").as("wording")])
          .where("health_consent_at", "is not", null),
      )
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("health_consents").execute();
  },
};
