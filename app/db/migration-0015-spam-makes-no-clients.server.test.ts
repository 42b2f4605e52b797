import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/booking-store.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { spamMakesNoClientsMigration } from "./migration-0015-spam-makes-no-clients.server";

const at = "2027-03-01T10:00:00.000Z";

describe.each(DIALECTS)("migration 0015 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  // A card as the linking made it before the migration: spam included.
  async function card(email: string) {
    const made = await test.db
      .insertInto("clients")
      .values({ name: email, email, phone: "", notes: "", created_at: at, last_activity_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db
      .insertInto("client_keys")
      .values({ key: `e:${email}`, client_id: made.id })
      .execute();
    return made.id;
  }
  async function enquiry(clientId: number, status: "spam" | "new") {
    await test.db
      .insertInto("enquiries")
      .values({
        created_at: at,
        name: "Nadawca",
        email: "x@example.com",
        phone: null,
        service: null,
        message: "…",
        status,
        note: null,
        submission_key: randomUUID(),
        client_id: clientId,
      })
      .execute();
  }
  const exists = async (id: number) => (await test.db.selectFrom("clients").select("id").where("id", "=", id).execute()).length === 1;

  it("takes spam off the cards, removes the cards only spam made with their keys, and keeps every other card", async () => {
    await spamMakesNoClientsMigration.down!(test.db);
    const bots = await Promise.all(Array.from({ length: 3 }, (_, index) => card(`bot${index}@spam.example`)));
    for (const bot of bots) {
      await enquiry(bot, "spam");
      await enquiry(bot, "spam");
    }
    const person = await card("ala@example.com");
    await enquiry(person, "spam");
    await enquiry(person, "new");
    const booked = await bookSession(test.db, {
      service: { slug: "trening", name: "Trening", price: 150 },
      place: "Studio",
      start: Date.parse("2027-05-03T08:00:00.000Z"),
      end: Date.parse("2027-05-03T09:00:00.000Z"),
      bufferMs: 0,
      name: "Ewa",
      email: "ewa@example.com",
      phone: "",
      notes: "",
      submissionKey: "migration-0015",
    });
    if (booked.kind === "taken") throw new Error("not booked");
    const client = booked.booking.client_id!;
    await enquiry(client, "spam");
    const quiet = await card("cicha@example.com");

    await spamMakesNoClientsMigration.up(test.db);

    for (const bot of bots) {
      expect(await exists(bot)).toBe(false);
      expect(await test.db.selectFrom("client_keys").select("key").where("client_id", "=", bot).execute()).toEqual([]);
    }
    expect(await exists(person)).toBe(true);
    expect(await exists(client)).toBe(true);
    // A card empty for another reason is the retention's to judge, not this migration's.
    expect(await exists(quiet)).toBe(true);
    const linkedSpam = await test.db.selectFrom("enquiries").select("id").where("status", "=", "spam").where("client_id", "is not", null).execute();
    expect(linkedSpam).toEqual([]);
    expect(await test.db.selectFrom("enquiries").select("id").where("client_id", "=", person).execute()).toHaveLength(1);
    expect(await test.db.selectFrom("enquiries").select("id").where("status", "=", "spam").execute()).toHaveLength(8);
  });
});
