import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// One consent per purpose (issue 80, art. 9 ust. 2 lit. a and art. 7 RODO):
// the questionnaire, the progress (measurements, photos, the workout log) and
// the diet are chosen, given and withdrawn each on its own. The single
// consent given so far covered all three: each card keeps it for each, and
// each record is kept for each purpose. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const consentPurposesMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("clients").renameColumn("health_consent_at", "progress_consent_at").execute();
    for (const column of ["questionnaire_consent_at", "diet_consent_at"]) {
      await db.schema.alterTable("clients").addColumn(column, timestampType).execute();
      await sql`update clients set ${sql.ref(column)} = progress_consent_at`.execute(db);
    }
    await db.schema
      .alterTable("health_consents")
      .addColumn("purpose", "text", (column) => column.notNull().defaultTo("progress"))
      .execute();
    for (const purpose of ["questionnaire", "diet"]) {
      await sql`insert into health_consents (client_id, given_at, given_by, wording, withdrawn_at, purpose)
        select client_id, given_at, given_by, wording, withdrawn_at, ${purpose} from health_consents where purpose = 'progress' order by id`.execute(db);
    }
  },
  async down(db: Kysely<any>) {
    await sql`delete from health_consents where purpose <> 'progress'`.execute(db);
    await db.schema.alterTable("health_consents").dropColumn("purpose").execute();
    for (const column of ["questionnaire_consent_at", "diet_consent_at"]) await db.schema.alterTable("clients").dropColumn(column).execute();
    await db.schema.alterTable("clients").renameColumn("progress_consent_at", "health_consent_at").execute();
  },
};
