import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// A client's calendar feed address can be replaced (issue 56): the address is
// an HMAC of the client's number and this generation, so counting it up ends
// the old address at once. Generation 0 keeps the addresses made before.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const clientFeedGenerationMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("clients")
      .addColumn("feed_generation", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("clients").dropColumn("feed_generation").execute();
  },
};
