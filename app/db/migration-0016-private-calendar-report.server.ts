import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// What the private calendar's copy leaves out (events skipped or cut short,
// as JSON), stored with the copy so that the panel says it for as long as
// that copy blocks times. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const privateCalendarReportMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("private_calendar").addColumn("report", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("private_calendar").dropColumn("report").execute();
  },
};
