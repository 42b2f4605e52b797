// Spam makes no clients: it is never linked to a card, marking an enquiry
// as spam takes it off its card (and a card left with nothing goes), and the
// linking's query reads no spam row, however much is stored.
import { randomUUID } from "node:crypto";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { setStatus } from "~/admin/inbox.server";
import { linkUnlinked, unlinkedRows } from "~/clients/client-cards.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";

describe.each(DIALECTS)("spam and client cards on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function enquiry(email: string, spam: boolean, phone: string | null = null) {
    const saved = await saveEnquiry(
      test.db,
      { name: "Nadawca", email, phone, service: null, message: "Dzień dobry, proszę o kontakt w sprawie treningów." },
      { submissionKey: randomUUID(), spam, acknowledge: false },
    );
    return saved.id;
  }
  const cardOf = async (id: number) => (await test.db.selectFrom("enquiries").select("client_id").where("id", "=", id).executeTakeFirstOrThrow()).client_id;
  const cards = async () =>
    Number(
      (
        await test.db
          .selectFrom("clients")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("makes no card for spam, and one for an enquiry that is not", async () => {
    const before = await cards();
    const bots = await Promise.all(Array.from({ length: 20 }, (_, index) => enquiry(`bot${index}@spam.example`, true)));
    const person = await enquiry("ala@example.com", false);
    await linkUnlinked(test.db);
    expect(await cards()).toBe(before + 1);
    for (const bot of bots) expect(await cardOf(bot)).toBeNull();
    expect(await cardOf(person)).not.toBeNull();
    expect(await test.db.selectFrom("client_keys").select("key").where("key", "like", "e:bot%").execute()).toEqual([]);
  });

  it("takes an enquiry marked as spam off its card, and erases the card only when nothing else is on it", async () => {
    const alone = await enquiry("ola@example.com", false);
    const first = await enquiry("iga@example.com", false);
    const second = await enquiry("iga@example.com", false);
    await linkUnlinked(test.db);
    const olaCard = (await cardOf(alone))!;
    const igaCard = (await cardOf(first))!;

    expect(await setStatus(test.db, alone, "spam")).toBe(true);
    expect(await cardOf(alone)).toBeNull();
    expect(await test.db.selectFrom("clients").select("id").where("id", "=", olaCard).execute()).toEqual([]);
    expect(await test.db.selectFrom("client_keys").select("key").where("client_id", "=", olaCard).execute()).toEqual([]);

    expect(await setStatus(test.db, first, "spam")).toBe(true);
    expect(await cardOf(second)).toBe(igaCard);
    expect(await test.db.selectFrom("clients").select("id").where("id", "=", igaCard).execute()).toHaveLength(1);

    // A false positive put back gets its card again when the panel next reads the cards.
    expect(await setStatus(test.db, first, "new")).toBe(true);
    await linkUnlinked(test.db);
    expect(await cardOf(first)).toBe(igaCard);
    expect(await setStatus(test.db, 999_999, "spam")).toBe(false);
  });

  it("finds the enquiries to link through the partial index that holds no spam", async () => {
    await test.db
      .insertInto("enquiries")
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          created_at: "2027-03-01T10:00:00.000Z",
          name: "Bot",
          email: `bulk${index}@spam.example`,
          phone: null,
          service: null,
          message: "Kup teraz",
          status: "spam" as const,
          note: null,
          submission_key: randomUUID(),
        })),
      )
      .execute();
    const planOf = (query: CompiledQuery) =>
      test.db.transaction().execute(async (trx) => {
        // With a few hundred rows a sequential scan is cheaper: PostgreSQL is told not to, to show that the index answers this query at all.
        if (dialect === "postgres") await sql`set local enable_seqscan = off`.execute(trx);
        const explain = dialect === "sqlite" ? "explain query plan " : "explain ";
        const { rows } = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + query.sql, [...query.parameters]));
        return rows.map((row) => String(row.detail ?? row["QUERY PLAN"])).join("\n");
      });
    expect(await planOf(unlinkedRows(test.db, "enquiries").compile())).toContain("enquiries_unlinked_index");
    // A card's own enquiries still come through the cards' index, which no longer holds the unlinked rows.
    expect(await planOf(test.db.selectFrom("enquiries").select("id").where("client_id", "=", 1).compile())).toContain("enquiries_client_index");
  });
});
