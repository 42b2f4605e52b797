import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Spam makes no client cards (app/clients/client-cards.server.ts): the spam
// enquiries leave the cards they were linked to, the cards only spam made go
// with their keys, and the linking finds its work through a partial index
// that holds no spam row, however much spam is stored. Never edited once
// shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const spamMakesNoClientsMigration: Migration = {
  async up(db: Kysely<any>) {
    const spamCards = await db.selectFrom("enquiries").select("client_id").distinct().where("status", "=", "spam").where("client_id", "is not", null).execute();
    await db.updateTable("enquiries").set({ client_id: null }).where("status", "=", "spam").where("client_id", "is not", null).execute();
    // In slices: a parameter list has its limits on both databases, and bots sent thousands.
    const ids = spamCards.map((row) => row.client_id as number);
    for (let start = 0; start < ids.length; start += 500) {
      const empty = await db
        .selectFrom("clients")
        .select("id")
        .where("id", "in", ids.slice(start, start + 500))
        .where((eb) =>
          eb.and(
            (["enquiries", "bookings", "client_packages", "booking_series"] as const).map((table) =>
              eb.not(eb.exists(eb.selectFrom(table).select("id").whereRef(`${table}.client_id`, "=", "clients.id"))),
            ),
          ),
        )
        .execute();
      const gone = empty.map((row) => row.id as number);
      if (!gone.length) continue;
      await db.deleteFrom("client_keys").where("client_id", "in", gone).execute();
      await db.deleteFrom("clients").where("id", "in", gone).execute();
    }
    // The linking's index holds only what it has to link; the cards' own
    // index no longer holds the unlinked rows (spam, for good), so that
    // neither planner can answer "client_id is null" by walking all the spam.
    // The condition is written as linkUnlinked's query writes it: with a
    // literal, SQLite's planner matches the two.
    await db.schema.dropIndex("enquiries_client_index").execute();
    await db.schema
      .createIndex("enquiries_client_index")
      .on("enquiries")
      .column("client_id")
      .where(sql<boolean>`client_id is not null`)
      .execute();
    await db.schema
      .createIndex("enquiries_unlinked_index")
      .on("enquiries")
      .column("id")
      .where(sql<boolean>`client_id is null and status <> 'spam'`)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("enquiries_unlinked_index").execute();
    await db.schema.dropIndex("enquiries_client_index").execute();
    await db.schema.createIndex("enquiries_client_index").on("enquiries").column("client_id").execute();
  },
};
