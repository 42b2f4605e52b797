import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// "Zapamiętaj to urządzenie": a session kept while it is used (it ends 90
// days after its last use, not 7 days after sign-in), and which browser
// holds each session (its User-Agent, for the list of signed-in devices).
// Sessions from before this migration are ordinary ones. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const rememberedDevicesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("admin_sessions")
      .addColumn("remembered", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("admin_sessions").addColumn("user_agent", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("admin_sessions").dropColumn("user_agent").execute();
    await db.schema.alterTable("admin_sessions").dropColumn("remembered").execute();
  },
};
