import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPhoto, deleteUnusedPhotos, savePhotoVariants } from "~/photos/index.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { addExercise, editExercise, setExerciseHidden, setExercisePhoto } from "./exercise-changes.server";
import { exerciseChoices, findExercise, listExercises, searchExercises } from "./exercise-library.server";
import { exercisePhotoThumbnail } from "./exercise-photo.server";
import type { ExerciseInput } from "./exercise-schema";

const NOW = new Date("2026-11-27T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const input = (changes: Partial<ExerciseInput> = {}): ExerciseInput => ({
  name: "Przysiad z pauzą",
  category: "nogi",
  instructions: "Zatrzymaj się na dole na dwie sekundy.",
  muscles: "czworogłowe uda",
  equipment: "sztanga",
  videoUrl: "https://youtu.be/dQw4w9WgXcQ",
  ...changes,
});

describe.each(DIALECTS)("the exercise library on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("lists the starter set by category then name, in Polish order", async () => {
    const exercises = await listExercises(test.db);
    expect(exercises.length).toBeGreaterThanOrEqual(60);
    expect(exercises[0]!.category).toBe("nogi");
    expect(exercises.at(-1)!.category).toBe("mobilnosc");
    const legs = exercises.filter((exercise) => exercise.category === "nogi").map((exercise) => exercise.name);
    expect(legs).toEqual([...legs].sort((first, second) => first.localeCompare(second, "pl")));
  });

  it("adds an exercise once per form, however often it is sent", async () => {
    const first = await addExercise(test.db, input(), "klucz-1", NOW);
    const again = await addExercise(test.db, input(), "klucz-1", NOW);
    expect(first.added).toBe(true);
    expect(again).toEqual({ id: first.id, added: false });
    expect(await findExercise(test.db, first.id)).toMatchObject({
      name: "Przysiad z pauzą",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      hidden: false,
      starterSlug: null,
    });
  });

  it("finds squats by 'przysiady', with what the trainer added", async () => {
    const names = (await searchExercises(test.db, "przysiady")).map((exercise) => exercise.name);
    expect(names).toEqual(expect.arrayContaining(["Przysiad ze sztangą z tyłu", "Przysiad bułgarski", "Przysiad z pauzą"]));
    expect(names).not.toContain("Wyciskanie sztangi leżąc");
  });

  it("saves an edit from the version shown, refuses a stale one, and takes the same save twice", async () => {
    const { id } = await addExercise(test.db, input({ name: "Wykrok bułgarski" }), "klucz-2", NOW);
    const shown = (await findExercise(test.db, id))!.updatedAt;
    const edited = input({ name: "Wykrok bułgarski", instructions: "Nowy opis." });
    expect(await editExercise(test.db, id, shown, edited, NOW)).toEqual({ ok: true });
    // Saved in the same millisecond: still a new version.
    expect((await findExercise(test.db, id))!.updatedAt > shown).toBe(true);
    expect(await editExercise(test.db, id, shown, edited, NOW)).toEqual({ ok: true });
    expect(await editExercise(test.db, id, shown, input({ instructions: "Inny opis z innej karty." }), NOW)).toEqual({ ok: false, refusal: "stale" });
    expect((await findExercise(test.db, id))!.instructions).toBe("Nowy opis.");
    expect(await editExercise(test.db, 999_999, shown, edited, NOW)).toEqual({ ok: false, refusal: "gone" });
  });

  it("hides an exercise from the plan builder's choices, and shows it again", async () => {
    const { id } = await addExercise(test.db, input({ name: "Ćwiczenie do ukrycia", category: "core" }), "klucz-3", NOW);
    const version = (await findExercise(test.db, id))!.updatedAt;
    expect(await setExerciseHidden(test.db, id, true)).toBe(true);
    expect((await exerciseChoices(test.db)).map((choice) => choice.id)).not.toContain(id);
    expect((await listExercises(test.db)).find((exercise) => exercise.id === id)).toMatchObject({ hidden: true, updatedAt: version });
    expect(await setExerciseHidden(test.db, id, false)).toBe(true);
    expect(await exerciseChoices(test.db)).toContainEqual({ id, name: "Ćwiczenie do ukrycia", category: "core", thumbnail: null });
    expect(await setExerciseHidden(test.db, 999_999, true)).toBe(false);
  });

  it("gives an exercise a photo of the library, drawn once ready and kept from the unused photos' cleanup", async () => {
    const { id } = await addExercise(test.db, input({ name: "Ćwiczenie ze zdjęciem" }), "klucz-4", NOW);
    await addPhoto(test.db, { id: "u-0123456789ab", original: Buffer.from("zdjęcie ćwiczenia"), width: 1200, height: 800 }, new Date(NOW.getTime() - 60 * DAY));
    await addPhoto(
      test.db,
      { id: "u-ba9876543210", original: Buffer.from("zdjęcie bez ćwiczenia"), width: 1200, height: 800 },
      new Date(NOW.getTime() - 60 * DAY),
    );
    expect(await setExercisePhoto(test.db, id, "u-0123456789ab")).toBe(true);
    const preparing = (await findExercise(test.db, id))!;
    expect(preparing.photo).toEqual({ name: "u-0123456789ab-1200x800.jpg", status: "processing" });
    expect(exercisePhotoThumbnail(preparing)).toBeNull();
    await savePhotoVariants(test.db, "u-0123456789ab", [{ width: 400, format: "webp", bytes: Buffer.from("x") }]);
    expect(exercisePhotoThumbnail((await findExercise(test.db, id))!)).toMatch(/^\/zdjecia\/u-0123456789ab-\d+\.webp$/);
    expect(await deleteUnusedPhotos(test.db, 30, NOW)).toEqual(["u-ba9876543210"]);
    expect(await setExercisePhoto(test.db, id, null)).toBe(true);
    expect((await findExercise(test.db, id))!.photo).toBeNull();
  });
});
