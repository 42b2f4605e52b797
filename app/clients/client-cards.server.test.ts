import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { cardFor, linkUnlinked, type ContactSource, type Person } from "~/clients/client-cards.server";
import { cardSuggestions } from "~/clients/card-suggestions.server";

const at = new Date("2027-03-01T10:00:00.000Z");

describe.each(DIALECTS)("client cards on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());
  const cardOf = (person: Person, when: Date, source: ContactSource = "visitor") => test.db.transaction().execute((trx) => cardFor(trx, person, when, source));
  const cardRow = (id: number) => test.db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("finds a person by e-mail, the trainer by phone too, and adds the keys the card lacked", async () => {
    const anna = await cardOf({ name: "Anna Nowak", email: "anna.nowak@gmail.com", phone: "" }, at);
    expect(await cardOf({ name: "Anna", email: "annanowak+fit@googlemail.com", phone: "500 100 200" }, at)).toBe(anna);
    expect(await cardOf({ name: "A. Nowak", email: "", phone: "+48 500-100-200" }, at, "trainer")).toBe(anna);
    const card = await test.db.selectFrom("clients").selectAll().where("id", "=", anna).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ name: "Anna Nowak", email: "anna.nowak@gmail.com", phone: "500 100 200" });
  });

  it("gives a visitor with a known phone and a new e-mail a card of their own, and suggests the merge to the trainer", async () => {
    // The trainer's card of a client who gave only her phone, with a private note.
    const victim = await cardOf({ name: "Anna Ofiara", email: "", phone: "600 100 200" }, at, "trainer");
    await test.db.updateTable("clients").set({ notes: "Po operacji kolana" }).where("id", "=", victim).execute();
    const stranger = await cardOf({ name: "Anna Ofiara", email: "obcy@example.com", phone: "600 100 200" }, at);
    expect(stranger).not.toBe(victim);
    expect(await cardRow(victim)).toMatchObject({ email: "", phone: "600 100 200", notes: "Po operacji kolana" });
    expect(await cardRow(stranger)).toMatchObject({ email: "obcy@example.com", notes: "" });
    const keysOf = async (id: number) =>
      (await test.db.selectFrom("client_keys").select("key").where("client_id", "=", id).orderBy("key").execute()).map((row) => row.key);
    expect(await keysOf(victim)).toEqual(["p:+48600100200"]);
    expect(await keysOf(stranger)).toEqual(["e:obcy@example.com"]);
    // The stranger's next booking comes back to their own card, never to hers.
    expect(await cardOf({ name: "Anna", email: "OBCY@example.com", phone: "600 100 200" }, at)).toBe(stranger);
    // A booking the trainer takes by phone still finds her client.
    expect(await cardOf({ name: "Ania", email: "", phone: "+48 600 100 200" }, at, "trainer")).toBe(victim);
    expect(await cardSuggestions(test.db, { id: stranger, name: "Anna Ofiara", phone: "600 100 200" })).toEqual([
      { id: victim, name: "Anna Ofiara", reason: "phone" },
    ]);
  });

  it("suggests a card of the same name, and none for a card that is alone", async () => {
    const first = await cardOf({ name: "Marek Zieliński", email: "marek1@example.com", phone: "" }, at);
    const second = await cardOf({ name: "  marek zieliński ", email: "marek2@example.com", phone: "" }, at);
    expect(second).not.toBe(first);
    const suggested = await cardSuggestions(test.db, { id: second, name: "marek zieliński", phone: "" });
    expect(suggested.map((row) => [row.id, row.reason])).toEqual([[first, "name"]]);
    const alone = await cardOf({ name: "Jedyna Osoba", email: "jedyna@example.com", phone: "" }, at);
    expect(await cardSuggestions(test.db, { id: alone, name: "Jedyna Osoba", phone: "" })).toEqual([]);
  });

  it("keeps a phone key on the card that had it first when the trainer books a family member", async () => {
    const father = await cardOf({ name: "Jan Kowalski", email: "jan@example.com", phone: "600 700 800" }, at);
    expect(await cardOf({ name: "Ola Kowalska", email: "ola@example.com", phone: "600 700 800" }, at, "trainer")).toBe(father);
    const keys = await test.db.selectFrom("client_keys").select("key").where("client_id", "=", father).orderBy("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["e:jan@example.com", "e:ola@example.com", "p:+48600700800"]);
  });

  it("moves the newest activity forward, never back", async () => {
    const id = await cardOf({ name: "Ewa", email: "ewa@example.com", phone: "" }, new Date("2027-03-05T10:00:00.000Z"));
    await cardOf({ name: "Ewa", email: "ewa@example.com", phone: "" }, new Date("2027-03-02T10:00:00.000Z"));
    const card = await test.db.selectFrom("clients").select("last_activity_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(card.last_activity_at).toBe("2027-03-05T10:00:00.000Z");
  });

  it("makes one card when two instances meet the same new person at once", async () => {
    // Two handles of one SQLite file in one process would wait on each other synchronously: the second is a second instance only on PostgreSQL.
    const other = dialect === "postgres" ? test.open() : test.db;
    const person = { name: "Piotr Wiśniewski", email: "piotr@example.com", phone: "" };
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 ? other : test.db).transaction().execute((trx) => cardFor(trx, person, at, "visitor"))),
    );
    expect(new Set(ids).size).toBe(1);
    const cards = await test.db.selectFrom("clients").select("id").where("email", "=", "piotr@example.com").execute();
    expect(cards).toHaveLength(1);
  });

  it("links enquiries and bookings written without a card", async () => {
    await test.db
      .insertInto("enquiries")
      .values({
        created_at: at.toISOString(),
        name: "Marta",
        email: "marta@example.com",
        phone: null,
        service: null,
        message: "Dzień dobry",
        status: "new",
        note: null,
        submission_key: "k-marta",
      })
      .execute();
    await linkUnlinked(test.db);
    const enquiry = await test.db.selectFrom("enquiries").select("client_id").where("submission_key", "=", "k-marta").executeTakeFirstOrThrow();
    expect(enquiry.client_id).toBe(await cardOf({ name: "Marta", email: "MARTA@example.com", phone: "" }, at));
    expect(await linkUnlinked(test.db)).toBe(0);
  });
});
