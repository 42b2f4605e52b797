import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { addCard as addCardAt } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { giveHealthConsent, withdrawHealthConsent } from "./health-consent.server";
import { deleteMeasurement, enterMeasurement } from "./measurement-entry.server";
import { measurementsOf } from "./measurement-store.server";
import { cardProgressSummary, clientProgressView } from "./progress-view.server";

const NOW = new Date("2026-11-27T10:00:00.000Z");

const addCard = (db: Kysely<Database>, name: string) => addCardAt(db, name, NOW);

const form = (fields: Record<string, string>) => new URLSearchParams({ intent: "pomiar", measuredOn: "2026-11-27", ...fields });

describe.each(DIALECTS)("measurements on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  const key = () => `measurement-key-${++keys}-xxxxxxxx`;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("refuses an entry without the client's consent, from the client or the trainer, and keeps nothing", async () => {
    const client = await addCard(test.db, "bez-zgody");
    for (const by of ["client", "trainer"] as const) {
      const outcome = await enterMeasurement(test.db, client, form({ weight_kg: "70", submissionKey: key() }), by, NOW);
      expect(outcome).toMatchObject({ ok: false, status: 403, problem: { errors: { form: expect.stringContaining("zgodę") } } });
    }
    expect(await test.db.selectFrom("measurements").where("client_id", "=", client).selectAll().execute()).toEqual([]);
  });

  it("shows a day entered twice as one row with the correction, and deletes the whole day from either side", async () => {
    const client = await addCard(test.db, "poprawka");
    await giveHealthConsent(test.db, client, "progress", NOW);
    await enterMeasurement(test.db, client, form({ weight_kg: "78", waist_cm: "84", submissionKey: key() }), "client", NOW);
    await enterMeasurement(test.db, client, form({ weight_kg: "77,6", submissionKey: key() }), "client", NOW);
    await enterMeasurement(test.db, client, form({ measuredOn: "2026-11-20", weight_kg: "78,4", submissionKey: key() }), "trainer", NOW);
    const shown = async () => (await measurementsOf(test.db, client)).map(({ measuredOn, weight_kg, waist_cm }) => ({ measuredOn, weight_kg, waist_cm }));
    expect(await shown()).toEqual([
      { measuredOn: "2026-11-20", weight_kg: 78.4, waist_cm: null },
      { measuredOn: "2026-11-27", weight_kg: 77.6, waist_cm: 84 },
    ]);
    expect(await deleteMeasurement(test.db, client, new URLSearchParams({ dzien: "2026-11-27" }))).toEqual({ ok: true });
    expect(await deleteMeasurement(test.db, client, new URLSearchParams({ dzien: "2026-11-27" }))).toEqual({ ok: true });
    expect(await shown()).toEqual([{ measuredOn: "2026-11-20", weight_kg: 78.4, waist_cm: null }]);
    expect(await deleteMeasurement(test.db, client, new URLSearchParams({ dzien: "27.11.2026" }))).toMatchObject({ ok: false, status: 400 });
  });

  it("stores a double tap once, and reads the values back as typed, oldest first", async () => {
    const client = await addCard(test.db, "z-pomiarami");
    await giveHealthConsent(test.db, client, "progress", NOW);
    const submissionKey = key();
    const fields = form({ weight_kg: "72,5", waist_cm: "81", submissionKey });
    expect(await enterMeasurement(test.db, client, fields, "client", NOW)).toEqual({ ok: true });
    expect(await enterMeasurement(test.db, client, fields, "client", NOW)).toEqual({ ok: true });
    expect(await enterMeasurement(test.db, client, form({ measuredOn: "2026-05-27", body_fat_pct: "21,4", submissionKey: key() }), "trainer", NOW)).toEqual({
      ok: true,
    });
    const rows = await measurementsOf(test.db, client);
    expect(rows.map(({ measuredOn, weight_kg, waist_cm, body_fat_pct, enteredBy }) => ({ measuredOn, weight_kg, waist_cm, body_fat_pct, enteredBy }))).toEqual([
      { measuredOn: "2026-05-27", weight_kg: null, waist_cm: null, body_fat_pct: 21.4, enteredBy: "trainer" },
      { measuredOn: "2026-11-27", weight_kg: 72.5, waist_cm: 81, body_fat_pct: null, enteredBy: "client" },
    ]);
    expect(await cardProgressSummary(test.db, client)).toMatchObject({ consent: true, count: 2, last: { weight_kg: 72.5 } });
  });

  it("gives back a refused form's errors with what was typed, storing nothing", async () => {
    const client = await addCard(test.db, "literowka");
    await giveHealthConsent(test.db, client, "progress", NOW);
    const outcome = await enterMeasurement(test.db, client, form({ waist_cm: "810", weight_kg: "70,2", submissionKey: key() }), "client", NOW);
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      problem: { errors: { waist_cm: "Obwód talii: od 40 do 250 cm." }, values: { waist_cm: "810", weight_kg: "70,2" } },
    });
    expect(await measurementsOf(test.db, client)).toEqual([]);
  });

  it("erases the measurements when the consent is withdrawn, and shows nothing until it is given again", async () => {
    const client = await addCard(test.db, "wycofuje");
    await giveHealthConsent(test.db, client, "progress", NOW);
    await enterMeasurement(test.db, client, form({ weight_kg: "80", submissionKey: key() }), "client", NOW);
    expect(await withdrawHealthConsent(test.db, client, "progress", NOW)).toEqual({ sets: 0, measurements: 1, photos: 0, diets: 0, questionnaires: 0 });
    expect(await test.db.selectFrom("measurements").where("client_id", "=", client).selectAll().execute()).toEqual([]);
    expect(await clientProgressView(test.db, client, NOW)).toMatchObject({ consentSince: null, measurements: [], photos: [], today: "2026-11-27" });
    expect(await enterMeasurement(test.db, client, form({ weight_kg: "80", submissionKey: key() }), "client", NOW)).toMatchObject({ status: 403 });
  });
});
