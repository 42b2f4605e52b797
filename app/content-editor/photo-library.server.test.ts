import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "~/../tests/support/test-database";
import { publishSection, seedContent } from "~/site-content/content-store.server";
import { initialContent } from "~/site-content/live-content.server";
import { insertPhoto } from "~/photos/photo-store.server";
import { photoNotTakenMessage } from "./photo-library.messages";
import { libraryPhotos, receivePhoto } from "./photo-library.server";

function upload(bytes: Buffer): Request {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "IMG_0001.jpg");
  return new Request("http://127.0.0.1/admin/zdjecia/dodaj", { method: "POST", body: form });
}

const jpeg = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe.each(DIALECTS)("the photo library on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    await seedContent(test.db, initialContent());
  });
  afterAll(() => test.drop());

  it("takes a photo once; the same one again is refused with 409, naming where the first is used on the published site", async () => {
    const bytes = await jpeg("#c8f031");
    const first = await receivePhoto(test.db, upload(bytes));
    expect(first).toMatchObject({ ok: true, photo: { status: "processing", thumbnail: null } });
    const name = first.ok ? first.photo.value : "";
    expect(name).toMatch(/^u-[0-9a-f]{12}-64x48\.jpg$/);

    const unused = await receivePhoto(test.db, upload(bytes));
    expect(unused).toMatchObject({ ok: false, status: 409, photo: { value: name } });
    expect(!unused.ok && photoNotTakenMessage(unused.refusal)).toMatch(/^To zdjęcie jest już w bibliotece: dodane .+, jeszcze nigdzie nieużywane\.$/);

    const gallery = [...initialContent().gallery.slice(0, 2), { ...initialContent().gallery[2]!, photo: name }];
    await publishSection(test.db, { section: "gallery", baseVersion: 1, document: gallery, summary: "zdjęcie", author: "test" });
    const used = await receivePhoto(test.db, upload(bytes));
    expect(!used.ok && photoNotTakenMessage(used.refusal)).toMatch(/, używane w: Galeria, zdjęcie 3\.$/);
    expect((await libraryPhotos(test.db, 1)).photos.filter((photo) => !photo.own)).toEqual([
      expect.objectContaining({ name, pixels: "64\u00a0×\u00a048", uses: ["Galeria, zdjęcie 3"], status: "processing", thumbnail: null }),
    ]);
  });

  it("sent twice at once through two instances stores one photo and refuses the other with the same words", async () => {
    const bytes = await jpeg("#111418");
    const results = await Promise.all([receivePhoto(test.db, upload(bytes)), receivePhoto(test.open(), upload(bytes))]);
    const taken = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(taken).toHaveLength(1);
    expect(refused).toEqual([expect.objectContaining({ status: 409, refusal: expect.objectContaining({ problem: "duplicate" }) })]);
    expect(refused[0]!.photo?.value).toBe(taken[0]!.photo.value);
  });

  it("lists the site's own photos too, marked as such, with where they are used", async () => {
    const own = (await libraryPhotos(test.db, 1)).photos.filter((photo) => photo.own);
    expect(own.find((photo) => photo.name === "portret.jpg")).toMatchObject({ uses: ["O mnie, zdjęcie portretowe"], fileSize: null, added: null });
  });

  it("shows 20 photos a page, the uploaded ones newest first and then the site's own, a page past the end showing the last", async () => {
    for (let index = 0; index < 25; index++)
      await insertPhoto(
        test.db,
        { id: `u-${String(index).padStart(12, "0")}`, original: Buffer.from([index]), width: 800, height: 600 },
        new Date(Date.UTC(2026, 0, 1 + index)),
      );
    const first = await libraryPhotos(test.db, 1);
    const uploaded = 25 + 2; // and the two of the tests above, the newest
    expect(first.photos).toHaveLength(20);
    expect(first.photos.every((photo) => !photo.own)).toBe(true);
    expect(first.photos.slice(2, 4).map((photo) => photo.name)).toEqual(["u-000000000024-800x600.jpg", "u-000000000023-800x600.jpg"]);
    const second = await libraryPhotos(test.db, 2);
    expect(second.photos.slice(0, 7).every((photo) => !photo.own)).toBe(true);
    expect(second.photos[7]).toMatchObject({ own: true });
    expect(second.photos.at(6)?.name).toBe("u-000000000000-800x600.jpg");
    const everything = [];
    for (let page = 1; page <= first.pageCount; page++) everything.push(...(await libraryPhotos(test.db, page)).photos);
    expect(everything.filter((photo) => !photo.own)).toHaveLength(uploaded);
    expect(new Set(everything.map((photo) => photo.name)).size).toBe(everything.length);
    expect((await libraryPhotos(test.db, 999)).page).toBe(first.pageCount);
  });
});
