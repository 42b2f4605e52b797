import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { migrateTo, migrateToLatest } from "./migrations.server";

const NOW = new Date("2027-03-01T10:00:00.000Z");

describe.each(DIALECTS)("migrations 0041 and 0050 on %s", (dialect) => {
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

  it("0050 drops the terms' acceptance from the health record and keeps every questionnaire's answers and time", async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      await migrateTo(fresh.db, "0049-voucher-pays-seats");
      const card = await addCard(fresh.db, "Ewa", NOW);
      await sql`insert into health_questionnaires (client_id, answers, risk, filled_by, submission_key, answered_at, terms_accepted_at)
        values (${card}, ${'{"goals":"Zdrowy kręgosłup"}'}, 1, 'client', ${"k".repeat(24)}, ${NOW.toISOString()}, ${NOW.toISOString()})`.execute(fresh.db);
      await migrateToLatest(fresh.db);
      expect(await fresh.db.selectFrom("health_questionnaires").selectAll().execute()).toEqual([
        {
          client_id: card,
          answers: '{"goals":"Zdrowy kręgosłup"}',
          risk: 1,
          filled_by: "client",
          submission_key: "k".repeat(24),
          answered_at: NOW.toISOString(),
          risk_told_at: null,
        },
      ]);
    } finally {
      await fresh.drop();
    }
  });
});
