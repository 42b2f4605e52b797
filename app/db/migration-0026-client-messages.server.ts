import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// A message about a client as a whole (the /moje-treningi sign-in link, the
// client's request for erasure) has the client as its subject: erasing the
// card erases the message by the foreign key's cascade, as a booking's or a
// package's do. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const clientMessagesMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("outbox")
      .addColumn("client_id", "integer", (column) => column.references("clients.id").onDelete("cascade"))
      .execute();
    await db.schema.createIndex("outbox_client_id_index").on("outbox").column("client_id").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("outbox_client_id_index").execute();
    await db.deleteFrom("outbox").where("client_id", "is not", null).execute();
    await db.schema.alterTable("outbox").dropColumn("client_id").execute();
  },
};
