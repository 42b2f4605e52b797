import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// When the trainer added a card by hand ("Dodaj klienta"), before any
// enquiry or booking: such a card is kept while it is younger than the
// retention months, though nothing else is on it yet. Cards made by an
// enquiry or a booking have none. Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const cardsAddedInPanelMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("clients").addColumn("added_in_panel_at", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("clients").dropColumn("added_in_panel_at").execute();
  },
};
