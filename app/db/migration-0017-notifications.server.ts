import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// The outbox becomes the outbox of every message to a person, not only of
// e-mails (app/notifications/, ADR 027): each row names the channel that
// delivers it, who it is for ("trainer" or "client", a role the channel turns
// into an address at send time, so no personal data is copied here) and the
// facts its template needs beyond its subject, as JSON. The rows already
// queued are e-mails and keep their subject columns: their recipient follows
// from their kind, and they are delivered as before. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

const TO_THE_TRAINER = ["notify_trainer", "booking_confirmed_trainer", "booking_cancelled_trainer", "package_running_out_trainer"];

export const notificationsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("outbox")
      .addColumn("channel", "text", (column) => column.notNull().defaultTo("email"))
      .execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("recipient", "text", (column) => column.notNull().defaultTo("client"))
      .execute();
    await db.schema.alterTable("outbox").addColumn("data", "text").execute();
    await db.updateTable("outbox").set({ recipient: "trainer" }).where("kind", "in", TO_THE_TRAINER).execute();
  },
  async down(db: Kysely<any>) {
    // Only e-mail existed before: a message for another channel has nowhere to go.
    await db.deleteFrom("outbox").where("channel", "<>", "email").execute();
    for (const column of ["data", "recipient", "channel"]) await db.schema.alterTable("outbox").dropColumn(column).execute();
  },
};
