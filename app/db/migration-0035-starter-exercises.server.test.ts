import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXERCISE_CATEGORIES } from "~/training/exercise-category";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { STARTER_EXERCISES_0035 } from "./starter-exercises-0035";

// Polish letters, digits and the punctuation a coach writes; no stray ASCII
// look-alikes of our letters ("sztanga" typed as "sztanqa" would pass, a "?" would not).
const WRITTEN_POLISH = /^[\p{L}\d ,.;:()/%–+-]+$/u;

describe.each(DIALECTS)("the starter exercises on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("are at least 60, each named once, with a slug, a category of the library and its words", async () => {
    const rows = await test.db.selectFrom("exercises").selectAll().where("starter_slug", "is not", null).execute();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows).toHaveLength(STARTER_EXERCISES_0035.length);
    expect(new Set(rows.map((row) => row.name.toLocaleLowerCase("pl"))).size).toBe(rows.length);
    for (const row of rows) {
      expect(EXERCISE_CATEGORIES).toContain(row.category);
      expect(row.instructions.length).toBeGreaterThan(40);
      expect(row.muscles).not.toBe("");
      expect(row.equipment).not.toBe("");
      expect(row.hidden).toBe(0);
      expect(row.submission_key).toBeNull();
    }
  });

  it("speak as the trainer who wrote the plan, in no gender (0056 rewrote „pod okiem trenera”)", async () => {
    const rows = await test.db.selectFrom("exercises").select(["starter_slug", "instructions"]).execute();
    expect(rows.filter((row) => /trener/i.test(row.instructions))).toEqual([]);
    expect(rows.find((row) => row.starter_slug === "zarzut-sztangi-z-zawieszenia")?.instructions).toMatch(/pod moim okiem\.$/);
  });

  it("keep the names the brief asks for", async () => {
    const names = (await test.db.selectFrom("exercises").select("name").execute()).map((row) => row.name);
    for (const name of [
      "Przysiad ze sztangą z tyłu",
      "Martwy ciąg klasyczny",
      "Wyciskanie sztangi leżąc",
      "Wiosłowanie hantlem",
      "Wykroki chodzone",
      "Deska (plank)",
      "Koci grzbiet",
    ])
      expect(names).toContain(name);
  });
});

describe("the starter set's data", () => {
  it("is frozen, with unique slugs and every category used", () => {
    expect(Object.isFrozen(STARTER_EXERCISES_0035)).toBe(true);
    expect(Object.isFrozen(STARTER_EXERCISES_0035[0])).toBe(true);
    expect(new Set(STARTER_EXERCISES_0035.map((exercise) => exercise.slug)).size).toBe(STARTER_EXERCISES_0035.length);
    expect(new Set(STARTER_EXERCISES_0035.map((exercise) => exercise.category))).toEqual(new Set(EXERCISE_CATEGORIES));
  });

  it("is written in Polish letters, 2 or 3 sentences of instructions each", () => {
    for (const exercise of STARTER_EXERCISES_0035) {
      for (const text of [exercise.name, exercise.muscles, exercise.equipment, exercise.instructions]) expect(text).toMatch(WRITTEN_POLISH);
      const sentences = exercise.instructions.split(/[.!?](?:\s|$)/).filter((sentence) => sentence.trim() !== "");
      expect(sentences.length, exercise.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, exercise.slug).toBeLessThanOrEqual(3);
    }
  });
});
