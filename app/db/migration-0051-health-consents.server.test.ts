import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { migrateTo, migrateToLatest } from "./migrations.server";

const NOW = new Date("2026-11-20T10:00:00.000Z");

describe.each(DIALECTS)("migration 0051 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("keeps each consent given before as a record of its time, its giver and words not known then; a card without one gets none", async () => {
    await migrateTo(test.db, "0050-questionnaire-without-terms");
    const consented = await addCard(test.db, "Ola", NOW, { healthConsentAt: NOW.toISOString() });
    await addCard(test.db, "Ewa", NOW);
    await migrateToLatest(test.db);
    expect(await test.db.selectFrom("health_consents").select(["client_id", "given_at", "given_by", "wording", "withdrawn_at"]).execute()).toEqual([
      { client_id: consented, given_at: NOW.toISOString(), given_by: "unknown", wording: "", withdrawn_at: null },
    ]);
    // The records go with the card.
    await test.db.deleteFrom("clients").where("id", "=", consented).execute();
    expect(await test.db.selectFrom("health_consents").select("id").execute()).toEqual([]);
  });
});
