// "Dodaj klienta": a card with nothing on it yet, kept for the retention
// months though empty (a card made by an enquiry goes once nothing is left),
// and never a second card for a phone or e-mail a card already has.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { addClientCard } from "~/clients/add-client.server";
import { cardFor } from "~/clients/client-cards.server";
import { eraseEmptyCards } from "~/clients/client-retention.server";

const now = new Date("2027-03-01T10:00:00.000Z");
const monthsAgo = (months: number) => new Date(Date.UTC(2027, 2 - months, 1, 10));

describe.each(DIALECTS)("cards added in the panel on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());
  const cardIds = async () => (await test.db.selectFrom("clients").select("id").orderBy("id").execute()).map((row) => row.id);

  it("adds a card marked as added in the panel, and sends a known phone or e-mail to its card", async () => {
    const added = await addClientCard(test.db, { name: "Kasia Nowa", email: "", phone: "+48 501 502 503" }, now);
    expect(added.kind).toBe("added");
    const card = await test.db.selectFrom("clients").selectAll().where("id", "=", added.id).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ name: "Kasia Nowa", phone: "+48 501 502 503", added_in_panel_at: timestamp(now) });
    expect(await addClientCard(test.db, { name: "Katarzyna Nowa", email: "kasia@example.com", phone: "501 502 503" }, now)).toEqual({
      kind: "known",
      id: added.id,
      name: "Kasia Nowa",
    });
    expect(await cardIds()).toEqual([added.id]);
  });

  it("two taps at once on PostgreSQL's two instances make one card", async () => {
    const other = dialect === "postgres" ? test.open() : test.db;
    const person = { name: "Olek Podwójny", email: "olek@example.com", phone: "" };
    try {
      const [first, second] = await Promise.all([addClientCard(test.db, person, now), addClientCard(other, person, now)]);
      expect(first.id).toBe(second.id);
    } finally {
      if (other !== test.db) await other.destroy();
    }
    expect(await test.db.selectFrom("clients").select("id").where("email", "=", "olek@example.com").execute()).toHaveLength(1);
  });

  it("the retention sweep keeps an empty added card while its last activity is within the months, and erases other empty cards", async () => {
    const madeByEnquiry = await test.db.transaction().execute((trx) => cardFor(trx, { name: "Pusty", email: "pusty@example.com", phone: "" }, now, "visitor"));
    const stale = await addClientCard(test.db, { name: "Dawno Dodany", email: "dawno@example.com", phone: "" }, monthsAgo(25));
    const before = await cardIds();
    expect(before).toEqual(expect.arrayContaining([madeByEnquiry, stale.id]));

    await eraseEmptyCards(test.db, undefined, monthsAgo(24));
    const after = await cardIds();
    expect(after).not.toContain(madeByEnquiry);
    expect(after).not.toContain(stale.id);
    expect(after).toEqual(before.filter((id) => id !== madeByEnquiry && id !== stale.id));
    // Marked as spam, an added card's own check (among) erases it at once, recent or not.
    await eraseEmptyCards(test.db, [after[0]!]);
    expect(await cardIds()).toEqual(after.slice(1));
  });
});
