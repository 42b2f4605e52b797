import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishSection, seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { claimNextPhoto, deleteUnusedPhotos, findVariant, insertPhoto, listPhotos, savePhotoVariants, unreadyPhotos } from "./photo-store.server";
import { uploadedPhotoName } from "./uploaded-photo";

const DAY = 24 * 60 * 60 * 1000;
const photo = (id: string) => ({ id, original: Buffer.from(`oryginał ${id}`), width: 1600, height: 1200 });

describe.each(DIALECTS)("uploaded photos on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    await seedContent(test.db, initialContent());
  });
  afterAll(() => test.drop());

  it("are claimed by one worker at a time, and served once their files are made", async () => {
    const start = new Date("2026-01-05T10:00:00Z");
    await insertPhoto(test.db, photo("u-aaaaaaaaaaaa"), start);
    const [first, second] = await Promise.all([claimNextPhoto(test.db, start), claimNextPhoto(test.db, start)]);
    expect([first?.id, second?.id].filter(Boolean)).toEqual(["u-aaaaaaaaaaaa"]);
    expect(await unreadyPhotos(test.db, { photo: uploadedPhotoName("u-aaaaaaaaaaaa", 1600, 1200) })).toEqual(["u-aaaaaaaaaaaa"]);
    await savePhotoVariants(test.db, "u-aaaaaaaaaaaa", [{ width: 400, format: "jpg", bytes: Buffer.from("plik 400") }]);
    expect((await findVariant(test.db, "u-aaaaaaaaaaaa", 400, "jpg"))?.toString()).toBe("plik 400");
    expect(await unreadyPhotos(test.db, { photo: uploadedPhotoName("u-aaaaaaaaaaaa", 1600, 1200) })).toEqual([]);
    expect(await claimNextPhoto(test.db, start)).toBeNull();
  });

  it("are deleted 30 days after upload when no revision names them, and kept while any does", async () => {
    const added = new Date("2026-01-05T10:00:00Z");
    await insertPhoto(test.db, photo("u-bbbbbbbbbbbb"), added);
    const gallery = [
      ...initialContent().gallery,
      { photo: uploadedPhotoName("u-aaaaaaaaaaaa", 1600, 1200), alt: "Trener z klientką na bieżni", caption: "Bieżnia" },
    ];
    await publishSection(test.db, { section: "gallery", baseVersion: 1, document: gallery, summary: "zdjęcie", author: "test" });
    // Removed from the gallery again: the earlier revision still names it, so "Przywróć" can bring it back.
    await publishSection(test.db, { section: "gallery", baseVersion: 2, document: initialContent().gallery, summary: "bez zdjęcia", author: "test" });

    expect(await deleteUnusedPhotos(test.db, 30, new Date(added.getTime() + 29 * DAY))).toEqual([]);
    expect(await deleteUnusedPhotos(test.db, 30, new Date(added.getTime() + 31 * DAY))).toEqual(["u-bbbbbbbbbbbb"]);
    expect((await listPhotos(test.db)).map((row) => row.id)).toEqual(["u-aaaaaaaaaaaa"]);
    expect(await findVariant(test.db, "u-aaaaaaaaaaaa", 400, "jpg")).not.toBeNull();
  });
});
