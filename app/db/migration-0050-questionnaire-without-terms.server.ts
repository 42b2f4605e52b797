import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The health questionnaire no longer asks to accept the terms (issue 80): a
// health form that cannot be saved without the terms bundles the consent to
// health data with the contract (art. 7 ust. 4 RODO), and the acceptance kept
// in the health record was erased with it. The contract is concluded, and
// its terms accepted, at the booking; the column goes. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const questionnaireWithoutTermsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("health_questionnaires").dropColumn("terms_accepted_at").execute();
  },
  async down(db: Kysely<any>) {
    // The answers' time stands in for an acceptance no longer recorded.
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("health_questionnaires").addColumn("terms_accepted_at", timestampType).execute();
    await db
      .updateTable("health_questionnaires")
      .set({ terms_accepted_at: (eb: any) => eb.ref("answered_at") })
      .execute();
  },
};
