import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { Database } from "~/db/database.server";
import type { Kysely } from "kysely";
import { cardFor, linkUnlinked, type Person } from "~/clients/client-cards.server";
import { mergeClients, splitClient } from "~/clients/merge-clients.server";

const at = new Date("2027-03-01T10:00:00.000Z");
let serial = 0;

async function enquiryOf(db: Kysely<Database>, person: Person): Promise<number> {
  serial += 1;
  const row = await db
    .insertInto("enquiries")
    .values({
      created_at: at.toISOString(),
      name: person.name,
      email: person.email,
      phone: person.phone || null,
      service: null,
      message: "Dzień dobry",
      status: "new",
      note: null,
      submission_key: `e-${serial}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A booking written without a card; "trainer": one she took by phone, which finds a card by its phone too. */
async function bookingOf(db: Kysely<Database>, person: Person, seriesId: number | null = null, origin: "online" | "trainer" = "online"): Promise<number> {
  serial += 1;
  const start = new Date(Date.UTC(2027, 3, 1, 8) + serial * 3_600_000).toISOString();
  const row = await db
    .insertInto("bookings")
    .values({
      service_slug: "trening",
      service_name: "Trening personalny",
      place: "Siłownia",
      price: 150,
      starts_at: start,
      ends_at: start,
      claimed_until: start,
      name: person.name,
      email: person.email,
      phone: person.phone,
      notes: "",
      status: "confirmed",
      sequence: 0,
      kept_outside_rules_at: null,
      submission_key: `b-${serial}`,
      network_hash: null,
      cancel_reason: null,
      cancelled_at: null,
      created_at: at.toISOString(),
      series_id: seriesId,
      origin,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const cardOf = async (db: Kysely<Database>, table: "enquiries" | "bookings", id: number) =>
  (await db.selectFrom(table).select("client_id").where("id", "=", id).executeTakeFirstOrThrow()).client_id;

describe.each(DIALECTS)("merging and splitting client cards on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("merges everything of one card into another and deletes it", async () => {
    const db = test.db;
    const anna = { name: "Anna Nowak", email: "anna@example.com", phone: "" };
    const annaByPhone = { name: "Ania", email: "", phone: "500 100 200" };
    const enquiry = await enquiryOf(db, anna);
    const booking = await bookingOf(db, annaByPhone);
    await linkUnlinked(db);
    const a = (await cardOf(db, "enquiries", enquiry))!;
    const b = (await cardOf(db, "bookings", booking))!;
    expect(a).not.toBe(b);
    await db.updateTable("clients").set({ notes: "Kolano lewe" }).where("id", "=", a).execute();
    await db.updateTable("clients").set({ notes: "Woli rano" }).where("id", "=", b).execute();
    const series = await db
      .insertInto("booking_series")
      .values({ client_id: b, service_slug: "trening", wall_time: "18:00", every_weeks: 1, created_at: at.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(await mergeClients(db, a, b)).toEqual({ ok: true });
    expect(await cardOf(db, "bookings", booking)).toBe(a);
    const card = await db.selectFrom("clients").selectAll().where("id", "=", a).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ notes: "Kolano lewe\n\nWoli rano", email: "anna@example.com", phone: "500 100 200" });
    expect(await db.selectFrom("clients").select("id").where("id", "=", b).executeTakeFirst()).toBeUndefined();
    const keys = await db.selectFrom("client_keys").select("client_id").where("key", "=", "p:+48500100200").executeTakeFirstOrThrow();
    expect(keys.client_id).toBe(a);
    expect((await db.selectFrom("booking_series").select("client_id").where("id", "=", series.id).executeTakeFirstOrThrow()).client_id).toBe(a);
    // The next booking the trainer takes from that phone finds the merged card.
    expect(await db.transaction().execute((trx) => cardFor(trx, annaByPhone, at, "trainer"))).toBe(a);
    // The same merge again (a second tab) says what happened, and changes nothing.
    const again = await mergeClients(db, a, b);
    expect(again.ok).toBe(false);
    expect(!again.ok && again.reason).toBe("other-gone");
  });

  it("splits chosen rows to a new card, taking the keys only they use", async () => {
    const db = test.db;
    const jan = { name: "Jan Kowalski", email: "jan@example.com", phone: "600 700 800" };
    const ola = { name: "Ola Kowalska", email: "ola@example.com", phone: "600 700 800" };
    const janEnquiry = await enquiryOf(db, jan);
    // The family's bookings, taken by phone: the trainer's phone match puts them on one card.
    const olaBooking = await bookingOf(db, ola, null, "trainer");
    const olaSecond = await bookingOf(db, ola, null, "trainer");
    await linkUnlinked(db);
    const family = (await cardOf(db, "enquiries", janEnquiry))!;
    expect(await cardOf(db, "bookings", olaBooking)).toBe(family);

    const split = await splitClient(db, family, { name: "Ola Kowalska", enquiryIds: [], bookingIds: [olaBooking, olaSecond] }, at);
    expect(split.ok).toBe(true);
    const ola2 = split.ok ? split.id : 0;
    expect(await cardOf(db, "bookings", olaBooking)).toBe(ola2);
    expect(await cardOf(db, "bookings", olaSecond)).toBe(ola2);
    expect(await cardOf(db, "enquiries", janEnquiry)).toBe(family);
    const keyOwner = async (key: string) => (await db.selectFrom("client_keys").select("client_id").where("key", "=", key).executeTakeFirstOrThrow()).client_id;
    expect(await keyOwner("e:ola@example.com")).toBe(ola2);
    // The shared phone is still used by Jan's enquiry: it stays.
    expect(await keyOwner("p:+48600700800")).toBe(family);
    expect(await db.transaction().execute((trx) => cardFor(trx, ola, at, "visitor"))).toBe(ola2);
    const newCard = await db.selectFrom("clients").selectAll().where("id", "=", ola2).executeTakeFirstOrThrow();
    expect(newCard).toMatchObject({ name: "Ola Kowalska", email: "ola@example.com" });
  });

  it("refuses a split with nothing chosen or without a name", async () => {
    const db = test.db;
    const enquiry = await enquiryOf(db, { name: "Ewa", email: "ewa@example.com", phone: "" });
    await linkUnlinked(db);
    const card = (await cardOf(db, "enquiries", enquiry))!;
    expect(await splitClient(db, card, { name: "Ewa B.", enquiryIds: [], bookingIds: [] }, at)).toMatchObject({ ok: false });
    expect(await splitClient(db, card, { name: " ", enquiryIds: [enquiry], bookingIds: [] }, at)).toMatchObject({ ok: false });
    // A row of another card is not this card's to move.
    expect(await splitClient(db, card, { name: "Ktoś", enquiryIds: [enquiry + 1000], bookingIds: [] }, at)).toMatchObject({ ok: false });
  });

  it("two opposite merges of the same pair at once: one wins, the other says the card is gone, nothing is lost", async () => {
    // Two handles of one SQLite file in one process would wait on each other synchronously: the second is a second instance only on PostgreSQL.
    const other = dialect === "postgres" ? test.open() : test.db;
    const first = await enquiryOf(test.db, { name: "Tomek", email: "tomek@example.com", phone: "" });
    const second = await enquiryOf(test.db, { name: "Tomasz", email: "tomasz@example.com", phone: "" });
    await linkUnlinked(test.db);
    const a = (await cardOf(test.db, "enquiries", first))!;
    const b = (await cardOf(test.db, "enquiries", second))!;
    const outcomes = await Promise.all([mergeClients(test.db, a, b), mergeClients(other, b, a)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toMatchObject({ ok: false });
    const owners = new Set([await cardOf(test.db, "enquiries", first), await cardOf(test.db, "enquiries", second)]);
    expect(owners.size).toBe(1);
    expect(await test.db.selectFrom("clients").select("id").where("id", "in", [a, b]).execute()).toHaveLength(1);
  });

  it("keeps every row on exactly one existing card and every key pointing at one, after any merges and splits", async () => {
    const people = ["a@example.com", "b@example.com", "c@example.com"].map((email, index) => ({
      name: `Osoba ${index}`,
      email,
      phone: `50${index} 000 000`,
    }));
    const step = fc.oneof(
      fc.record({ kind: fc.constant("merge" as const), into: fc.nat(9), from: fc.nat(9) }),
      fc.record({ kind: fc.constant("split" as const), card: fc.nat(9), pick: fc.array(fc.nat(20), { maxLength: 4 }) }),
      fc.record({ kind: fc.constant("enquiry" as const), person: fc.nat(2), phoneOnly: fc.boolean() }),
      fc.record({ kind: fc.constant("booking" as const), person: fc.nat(2), phoneOnly: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const db = test.db;
        for (const table of ["enquiries", "bookings", "clients"] as const) await db.deleteFrom(table).execute();
        for (const action of steps) {
          const cards = (await db.selectFrom("clients").select("id").orderBy("id").execute()).map((row) => row.id);
          if (action.kind === "enquiry" || action.kind === "booking") {
            const person = people[action.person]!;
            const contact = action.phoneOnly ? { ...person, email: "" } : person;
            await (action.kind === "enquiry" ? enquiryOf(db, contact) : bookingOf(db, contact));
            await linkUnlinked(db);
          } else if (action.kind === "merge" && cards.length) {
            await mergeClients(db, cards[action.into % cards.length]!, cards[action.from % cards.length]!);
          } else if (action.kind === "split" && cards.length) {
            const card = cards[action.card % cards.length]!;
            const enquiries = await db.selectFrom("enquiries").select("id").where("client_id", "=", card).execute();
            const bookings = await db.selectFrom("bookings").select("id").where("client_id", "=", card).execute();
            const rows = [...enquiries.map((row) => ({ table: "e", id: row.id })), ...bookings.map((row) => ({ table: "b", id: row.id }))];
            const picked = action.pick.map((index) => rows[index % Math.max(rows.length, 1)]).filter((row) => row !== undefined);
            await splitClient(
              db,
              card,
              {
                name: "Nowa karta",
                enquiryIds: picked.filter((row) => row.table === "e").map((row) => row.id),
                bookingIds: picked.filter((row) => row.table === "b").map((row) => row.id),
              },
              at,
            );
          }
        }
        const existing = new Set((await db.selectFrom("clients").select("id").execute()).map((row) => row.id));
        for (const table of ["enquiries", "bookings", "client_keys"] as const) {
          for (const row of await db.selectFrom(table).select("client_id").execute()) expect(existing.has(row.client_id!)).toBe(true);
        }
      }),
      { numRuns: dialect === "postgres" ? 15 : 40 },
    );
  });
});
