import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// A package sale's form key, unique: a sale sent twice (a double tap, a
// resend after lost signal) is recorded once. Sales made before have none.
// Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const packageSaleKeysMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("client_packages").addColumn("sale_key", "text").execute();
    await db.schema.createIndex("client_packages_sale_key_index").unique().on("client_packages").column("sale_key").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("client_packages_sale_key_index").execute();
    await db.schema.alterTable("client_packages").dropColumn("sale_key").execute();
  },
};
