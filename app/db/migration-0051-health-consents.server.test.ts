import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { migrateTo, migrateToLatest } from "./migrations.server";

const NOW = new Date("2026-11-20T10:00:00.000Z");

describe.each(DIALECTS)("migrations 0051 and 0054 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("keep each consent given before as a record of its time, its giver and words not known then, for each purpose it covered; a card without one gets none", async () => {
    await migrateTo(test.db, "0050-questionnaire-without-terms");
    const consented = await addCard(test.db, "Ola", NOW);
    await sql`update clients set health_consent_at = ${NOW.toISOString()} where id = ${consented}`.execute(test.db);
    const without = await addCard(test.db, "Ewa", NOW);
    await migrateToLatest(test.db);
    const record = { client_id: consented, given_at: NOW.toISOString(), given_by: "unknown", wording: "", withdrawn_at: null };
    expect(
      await test.db
        .selectFrom("health_consents")
        .select(["purpose", "client_id", "given_at", "given_by", "wording", "withdrawn_at"])
        .orderBy("purpose")
        .execute(),
    ).toEqual([
      { purpose: "diet", ...record },
      { purpose: "progress", ...record },
      { purpose: "questionnaire", ...record },
    ]);
    // The one consent covered all three purposes: each stands on the card, as given then.
    const consents = ["progress_consent_at", "questionnaire_consent_at", "diet_consent_at"] as const;
    const cards = await test.db
      .selectFrom("clients")
      .select(["id", ...consents])
      .orderBy("id")
      .execute();
    expect(cards).toEqual([
      { id: consented, progress_consent_at: NOW.toISOString(), questionnaire_consent_at: NOW.toISOString(), diet_consent_at: NOW.toISOString() },
      { id: without, progress_consent_at: null, questionnaire_consent_at: null, diet_consent_at: null },
    ]);
    // The records go with the card.
    await test.db.deleteFrom("clients").where("id", "=", consented).execute();
    expect(await test.db.selectFrom("health_consents").select("id").execute()).toEqual([]);
  });
});
