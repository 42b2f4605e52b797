import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { DietBody } from "./diet-body";
import { saveDietPage, saveDietVersion } from "./diet-versions.server";

const NOW = new Date("2027-03-01T08:00:00.000Z");
const meal = (name: string, text: string) => ({ name, text, kcal: null, protein: null, fat: null, carbs: null });
const MEALS: DietBody = { days: [{ name: "", meals: [meal("Śniadanie", "2 jajka"), meal("Obiad", "150 g ryżu")] }] };
const D3 = { items: [{ name: "Witamina D3", dose: "2000 j.m.", when: "rano", why: "" }] };
const OMEGA = { items: [...D3.items, { name: "Omega-3", dose: "1 kapsułka", when: "do obiadu", why: "" }] };

// The diet page's one save (issue 78): the meals and the supplements typed on one page are kept together or not at all.
describe.each(DIALECTS)("the diet page's one save on %s", (dialect) => {
  let test: TestDatabase;
  let clients = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const newClient = async () =>
    (
      await test.db
        .insertInto("clients")
        .values({
          name: `Klient ${++clients}`,
          email: `k${clients}@example.com`,
          phone: "",
          notes: "",
          created_at: NOW.toISOString(),
          last_activity_at: NOW.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const stored = async (clientId: number) => ({
    diet: (await test.db.selectFrom("diet_plans").select("version").where("client_id", "=", clientId).execute()).length,
    supplements: (await test.db.selectFrom("supplement_lists").select("version").where("client_id", "=", clientId).execute()).length,
  });

  it("saves the meals and the supplements filled top to bottom as one version each; the same form sent twice stores nothing more", async () => {
    const clientId = await newClient();
    const page = { diet: { base: 0, body: MEALS }, supplements: { base: 0, list: D3 } };
    expect(await saveDietPage(test.db, clientId, page, NOW)).toEqual({ ok: true, diet: 1, supplements: 1 });
    expect(await saveDietPage(test.db, clientId, page, NOW)).toEqual({ ok: true, diet: 1, supplements: 1 });
    expect(await stored(clientId)).toEqual({ diet: 1, supplements: 1 });
  });

  it("gives a new version only to what changed, and none to an empty list never saved", async () => {
    const clientId = await newClient();
    expect(await saveDietPage(test.db, clientId, { diet: { base: 0, body: MEALS }, supplements: { base: 0, list: { items: [] } } }, NOW)).toEqual({
      ok: true,
      diet: 1,
      supplements: null,
    });
    expect(await saveDietPage(test.db, clientId, { diet: { base: 1, body: MEALS }, supplements: { base: 0, list: OMEGA } }, NOW)).toEqual({
      ok: true,
      diet: null,
      supplements: 1,
    });
    expect(await stored(clientId)).toEqual({ diet: 1, supplements: 1 });
  });

  it("leaves a PDF diet as it is when no meals are typed", async () => {
    const clientId = await newClient();
    await saveDietVersion(test.db, clientId, 0, { kind: "pdf", pdf: Buffer.from("%PDF-1.7\n%%EOF\n"), name: "dieta.pdf" }, NOW);
    expect(await saveDietPage(test.db, clientId, { diet: { base: 1, body: null }, supplements: { base: 0, list: D3 } }, NOW)).toEqual({
      ok: true,
      diet: null,
      supplements: 1,
    });
    expect((await test.db.selectFrom("diet_plans").select("pdf_name").where("client_id", "=", clientId).execute()).map((row) => row.pdf_name)).toEqual([
      "dieta.pdf",
    ]);
  });

  it("refuses both when either is stale (another tab saved meanwhile): nothing is half saved", async () => {
    const clientId = await newClient();
    await saveDietPage(test.db, clientId, { diet: { base: 0, body: MEALS }, supplements: { base: 0, list: D3 } }, NOW);
    const changed: DietBody = { days: [{ name: "", meals: [meal("Kolacja", "150 g twarogu")] }] };
    expect(await saveDietPage(test.db, clientId, { diet: { base: 1, body: changed }, supplements: { base: 0, list: OMEGA } }, NOW)).toEqual({
      ok: false,
      problem: "stale",
      current: { diet: 1, supplements: 1 },
    });
    expect(await stored(clientId)).toEqual({ diet: 1, supplements: 1 });
  });
});
