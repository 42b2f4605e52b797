import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseCard } from "~/clients/erase-client.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { DietBody } from "./diet-body";
import { clientDietView } from "./client-diet-view.server";
import { dietEditorView } from "./diet-editor.server";
import { dietExport } from "./diet-export.server";
import { currentDietPdf } from "./diet-read.server";
import { saveDietVersion, saveSupplementVersion } from "./diet-versions.server";

const NOW = new Date("2027-03-01T08:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const meal = (name: string, text: string, kcal: number | null = null) => ({ name, text, kcal, protein: null, fat: null, carbs: null });
const ONE_DAY: DietBody = { days: [{ name: "", meals: [meal("Śniadanie", "120 g płatków owsianych\n1 banan", 450), meal("Obiad", "150 g ryżu", 700)] }] };
const TWO_DAYS: DietBody = { days: [...ONE_DAY.days, { name: "Dzień treningowy", meals: [meal("Kolacja", "100 g płatków owsianych")] }] };
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const SUPPLEMENTS = { items: [{ name: "Witamina D3", dose: "2000 j.m.", when: "rano", why: "odporność" }] };

describe.each(DIALECTS)("diet and supplement versions on %s", (dialect) => {
  let test: TestDatabase;
  let clients = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const newClient = async () => {
    const { id } = await test.db
      .insertInto("clients")
      .values({
        name: `Klient ${++clients}`,
        email: `klient${clients}@example.com`,
        phone: "",
        notes: "",
        created_at: NOW.toISOString(),
        last_activity_at: NOW.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  };
  const versions = (clientId: number) =>
    test.db.selectFrom("diet_plans").select(["version", "body", "pdf_name"]).where("client_id", "=", clientId).orderBy("version").execute();

  it("keeps every version: a save based on the newest adds the next one, the old ones stay readable as the history", async () => {
    const clientId = await newClient();
    expect(await saveDietVersion(test.db, clientId, 0, { kind: "meals", body: ONE_DAY }, NOW)).toEqual({ ok: true, version: 1, repeated: false });
    expect(await saveDietVersion(test.db, clientId, 1, { kind: "meals", body: TWO_DAYS }, later(5))).toEqual({ ok: true, version: 2, repeated: false });
    expect(await saveDietVersion(test.db, clientId, 2, { kind: "pdf", pdf: PDF, name: "dieta.pdf" }, later(10))).toMatchObject({ ok: true, version: 3 });
    expect(await saveSupplementVersion(test.db, clientId, 0, SUPPLEMENTS, later(15))).toMatchObject({ ok: true, version: 1 });
    expect((await versions(clientId)).map((row) => [row.version, row.body && JSON.parse(row.body).days.length, row.pdf_name])).toEqual([
      [1, 1, null],
      [2, 2, null],
      [3, null, "dieta.pdf"],
    ]);
    const editor = await dietEditorView(test.db, clientId);
    expect(editor).toMatchObject({ dietVersion: 3, supplementsVersion: 1, pdfName: "dieta.pdf" });
    expect(editor.history.map((entry) => [entry.of, entry.version, entry.change])).toEqual([
      ["supplements", 1, "first"],
      ["diet", 3, "pdf"],
      ["diet", 2, "days-added"],
      ["diet", 1, "first"],
    ]);
    expect((await currentDietPdf(test.db, clientId))?.bytes.equals(PDF)).toBe(true);
  });

  it("refuses a save based on an older version (another tab saved meanwhile) and stores nothing", async () => {
    const clientId = await newClient();
    await saveDietVersion(test.db, clientId, 0, { kind: "meals", body: ONE_DAY }, NOW);
    // Two tabs opened version 1; the first saves.
    expect(await saveDietVersion(test.db, clientId, 1, { kind: "meals", body: TWO_DAYS }, later(1))).toMatchObject({ ok: true, version: 2 });
    const stale = { days: [{ name: "", meals: [meal("Śniadanie", "jajecznica")] }] };
    expect(await saveDietVersion(test.db, clientId, 1, { kind: "meals", body: stale }, later(2))).toEqual({ ok: false, problem: "stale", current: 2 });
    expect(await saveSupplementVersion(test.db, clientId, 3, SUPPLEMENTS, later(2))).toEqual({ ok: false, problem: "stale", current: 0 });
    expect((await versions(clientId)).map((row) => row.version)).toEqual([1, 2]);
  });

  it("stores the same form sent twice (a double tap, a retry) once, and two saves at once as one version and one refusal", async () => {
    const clientId = await newClient();
    await saveDietVersion(test.db, clientId, 0, { kind: "meals", body: ONE_DAY }, NOW);
    expect(await saveDietVersion(test.db, clientId, 0, { kind: "meals", body: ONE_DAY }, later(1))).toEqual({ ok: true, version: 1, repeated: true });
    await saveDietVersion(test.db, clientId, 1, { kind: "pdf", pdf: PDF, name: "a.pdf" }, later(2));
    expect(await saveDietVersion(test.db, clientId, 1, { kind: "pdf", pdf: PDF, name: "a.pdf" }, later(3))).toEqual({ ok: true, version: 2, repeated: true });
    // SQLite: one process writes through one connection (a second handle in this process would wait on itself).
    const other = dialect === "postgres" ? test.open() : test.db;
    const outcomes = await Promise.all([
      saveSupplementVersion(test.db, clientId, 0, SUPPLEMENTS, later(4)),
      saveSupplementVersion(other, clientId, 0, { items: [{ ...SUPPLEMENTS.items[0]!, name: "Omega-3" }] }, later(4)),
    ]);
    expect(outcomes.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(await test.db.selectFrom("supplement_lists").select("version").where("client_id", "=", clientId).execute()).toEqual([{ version: 1 }]);
    expect(await saveDietVersion(test.db, 999_999, 0, { kind: "meals", body: ONE_DAY }, NOW)).toEqual({ ok: false, problem: "client-gone" });
  });

  it("shows the client the newest diet with each day's total and the shopping list, or the PDF, and the supplements", async () => {
    const clientId = await newClient();
    expect(await clientDietView(test.db, clientId)).toBeNull();
    await saveDietVersion(test.db, clientId, 0, { kind: "meals", body: TWO_DAYS }, NOW);
    await saveSupplementVersion(test.db, clientId, 0, SUPPLEMENTS, later(1));
    const view = (await clientDietView(test.db, clientId))!;
    expect(view.days.map((day) => [day.name, day.meals.length, day.totals.kcal])).toEqual([
      ["", 2, 1150],
      ["Dzień treningowy", 1, null],
    ]);
    expect(view.shopping.map((item) => [item.name, item.amounts])).toEqual([
      ["banan", [{ quantity: 1, unit: null }]],
      ["płatków owsianych", [{ quantity: 220, unit: "g" }]],
      ["ryżu", [{ quantity: 150, unit: "g" }]],
    ]);
    expect(view).toMatchObject({ pdfName: null, supplements: SUPPLEMENTS.items, updatedAt: later(1).toISOString() });
    await saveDietVersion(test.db, clientId, 1, { kind: "pdf", pdf: PDF, name: "dieta.pdf" }, later(2));
    expect(await clientDietView(test.db, clientId)).toMatchObject({ days: [], shopping: [], pdfName: "dieta.pdf" });
  });

  it("exports every version with the PDF as base64, and the card's erasure takes them all", async () => {
    const clientId = await newClient();
    const keeps = await newClient();
    await saveDietVersion(test.db, clientId, 0, { kind: "meals", body: ONE_DAY }, NOW);
    await saveDietVersion(test.db, clientId, 1, { kind: "pdf", pdf: PDF, name: "dieta.pdf" }, later(1));
    await saveSupplementVersion(test.db, clientId, 0, SUPPLEMENTS, later(2));
    await saveSupplementVersion(test.db, keeps, 0, SUPPLEMENTS, later(2));
    const exported = await dietExport(test.db, clientId);
    expect(exported.dietPlans.map((plan) => [plan.version, plan.pdfName, plan.pdfBase64 && Buffer.from(plan.pdfBase64, "base64").equals(PDF)])).toEqual([
      [1, null, null],
      [2, "dieta.pdf", true],
    ]);
    expect(exported.dietPlans[0]!.body).toEqual(ONE_DAY);
    expect(exported.supplementLists).toEqual([{ version: 1, createdAt: later(2).toISOString(), body: SUPPLEMENTS }]);
    expect(await eraseCard(test.db, clientId)).toBeDefined();
    expect(await test.db.selectFrom("diet_plans").select("id").where("client_id", "=", clientId).execute()).toEqual([]);
    expect(await test.db.selectFrom("supplement_lists").select("client_id").where("client_id", "in", [clientId, keeps]).execute()).toEqual([
      { client_id: keeps },
    ]);
  });
});
