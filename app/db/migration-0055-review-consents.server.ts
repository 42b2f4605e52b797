import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { sql } from "kysely";
import { dialectOf } from "~/db/sql-dialect.server";

// Reviews asked fairly (issue 80): a client is asked for a review only after
// agreeing to such a message (an unticked box at booking and on the client's
// page). Nobody has agreed yet: cards start without it. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const reviewConsentsMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("clients").addColumn("review_consent_at", timestampType).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("clients").dropColumn("review_consent_at").execute();
  },
};
