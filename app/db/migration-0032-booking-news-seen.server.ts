import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// When the trainer saw a booking's news (made online, cancelled or moved by
// the client) in the agenda's week it is in (issue 58): news stays until
// then, not until any look at "Kalendarz". Every booking takes the agenda's
// last look, so nothing already seen turns new again, and that look's row
// goes. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const bookingNewsSeenMigration: Migration = {
  async up(db: Kysely<any>) {
    const timestampType = dialectOf(db) === "postgres" ? sql`text collate "C"` : "text";
    await db.schema.alterTable("bookings").addColumn("news_seen_at", timestampType).execute();
    await sql`update bookings set news_seen_at = (select seen_at from panel_seen where part = 'calendar')`.execute(db);
    await db.deleteFrom("panel_seen").where("part", "=", "calendar").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("bookings").dropColumn("news_seen_at").execute();
  },
};
