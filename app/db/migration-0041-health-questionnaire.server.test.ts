import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { migrateTo, migrateToLatest } from "./migrations.server";

const NOW = new Date("2027-03-01T10:00:00.000Z");

describe.each(DIALECTS)("migration 0041 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("keeps the cards, holds one questionnaire per card, and a card's erasure takes its questionnaire", async () => {
    await migrateTo(test.db, "0039-group-openings");
    const card = await addCard(test.db, "Ola", NOW);
    await migrateToLatest(test.db);
    const row = {
      client_id: card,
      answers: "{}",
      risk: 0,
      filled_by: "client" as const,
      submission_key: "k".repeat(24),
      answered_at: NOW.toISOString(),
      terms_accepted_at: NOW.toISOString(),
      risk_told_at: null,
    };
    await test.db.insertInto("health_questionnaires").values(row).execute();
    await expect(test.db.insertInto("health_questionnaires").values(row).execute()).rejects.toThrow();
    await expect(
      test.db
        .insertInto("health_questionnaires")
        .values({ ...row, client_id: card + 1000 })
        .execute(),
    ).rejects.toThrow();
    await test.db.deleteFrom("clients").where("id", "=", card).execute();
    expect(await test.db.selectFrom("health_questionnaires").select("client_id").execute()).toEqual([]);
  });
});
