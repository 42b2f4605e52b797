import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishSection, seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import {
  addPhoto,
  claimNextPhoto,
  deleteUnusedPhotos,
  failPhoto,
  findPhoto,
  findVariant,
  insertPhoto,
  listPhotos,
  photoHash,
  savePhotoVariants,
  unreadyPhotos,
} from "./photo-store.server";
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

describe.each(DIALECTS)("the same photo uploaded twice on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const upload = (id: string, bytes: string) => ({ id, original: Buffer.from(bytes), width: 1600, height: 1200 });
  const count = async (bytes: string) =>
    (
      await test.db
        .selectFrom("photos")
        .select("id")
        .where("original_sha256", "=", photoHash(Buffer.from(bytes)))
        .execute()
    ).length;

  it("is stored once: the second upload is told of the first, with its name and size", async () => {
    const first = await addPhoto(test.db, upload("u-100000000001", "zdjęcie A"), new Date("2026-11-23T23:50:00Z"));
    expect(first).toMatchObject({ added: true, photo: { id: "u-100000000001", name: "u-100000000001-1600x1200.jpg", status: "processing" } });
    expect(first.photo.bytes).toBe(Buffer.byteLength("zdjęcie A"));
    const second = await addPhoto(test.db, upload("u-100000000002", "zdjęcie A"));
    expect(second).toMatchObject({ added: false, photo: { id: "u-100000000001", createdAt: "2026-11-23T23:50:00.000Z" } });
    expect(await findPhoto(test.db, "u-100000000002")).toBeNull();
    expect(await count("zdjęcie A")).toBe(1);
  });

  it("sent by two instances at the same moment ends as one row, and the loser gets the same refusal", async () => {
    const other = test.open();
    const results = await Promise.all([addPhoto(test.db, upload("u-200000000001", "zdjęcie B")), addPhoto(other, upload("u-200000000002", "zdjęcie B"))]);
    expect(results.map((result) => result.added).sort()).toEqual([false, true]);
    expect(new Set(results.map((result) => result.photo.id)).size).toBe(1);
    expect(await count("zdjęcie B")).toBe(1);
  });

  it("of a photo whose files failed is tried again under the first one's name, dated anew", async () => {
    await addPhoto(test.db, upload("u-300000000001", "zdjęcie C"), new Date("2026-01-01T10:00:00Z"));
    await failPhoto(test.db, "u-300000000001", "Nie udało się przygotować zdjęcia.");
    const again = await addPhoto(test.db, upload("u-300000000002", "zdjęcie C"), new Date("2026-02-01T10:00:00Z"));
    expect(again).toMatchObject({ added: true, photo: { id: "u-300000000001", status: "processing", error: null, createdAt: "2026-02-01T10:00:00.000Z" } });
    expect(await count("zdjęcie C")).toBe(1);
    expect(await claimNextPhoto(test.db, new Date("2026-02-01T10:00:00Z"))).toMatchObject({ id: "u-300000000001" });
  });

  it("restored from an archive under another name keeps that name, next to the library's copy", async () => {
    await addPhoto(test.db, upload("u-400000000001", "zdjęcie D"));
    await insertPhoto(test.db, upload("u-400000000002", "zdjęcie D"));
    expect(await findPhoto(test.db, "u-400000000002")).toMatchObject({ status: "processing" });
    expect(await count("zdjęcie D")).toBe(1);
    // A later upload of the same bytes points at the one that holds the hash.
    expect(await addPhoto(test.db, upload("u-400000000003", "zdjęcie D"))).toMatchObject({ added: false, photo: { id: "u-400000000001" } });
  });
});
