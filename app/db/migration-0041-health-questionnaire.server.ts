import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// The health questionnaire before a client's first session (issue 62): one
// row per client, the latest answers only (a new answer replaces the last:
// health data kept no longer than it is needed, RODO art. 5(1)(c)). `risk`:
// a "Tak" to a risk question, for the agenda's mark; `risk_told_at`: when the
// trainer was told of it, set in the answer's transaction so she is told once.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const healthQuestionnaireMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema
      .createTable("health_questionnaires")
      .addColumn("client_id", "integer", (column) => column.primaryKey().references("clients.id").onDelete("cascade"))
      .addColumn("answers", "text", (column) => column.notNull())
      .addColumn("risk", "integer", (column) => column.notNull())
      .addColumn("filled_by", "text", (column) => column.notNull())
      .addColumn("submission_key", "text", (column) => column.notNull())
      .addColumn("answered_at", timestampType, (column) => column.notNull())
      .addColumn("terms_accepted_at", timestampType, (column) => column.notNull())
      .addColumn("risk_told_at", timestampType)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("health_questionnaires").execute();
  },
};
