import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPhoto, listPhotos } from "~/photos/photo-store.server";
import { uploadedPhotoName } from "~/photos/uploaded-photo";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { ContentImportError, exportContent, importContent } from "./content-archive.server";
import { loadPublished, publishSection, seedContent } from "./content-store.server";
import { initialContent } from "./live-content.server";

describe.each(DIALECTS)("content export and import on %s", (dialect) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    [source, target] = await Promise.all([createTestDatabase(dialect), createTestDatabase(dialect)]);
    folder = mkdtempSync(path.join(tmpdir(), "tresci-"));
  });
  afterAll(async () => {
    await Promise.all([source.drop(), target.drop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  it("carries the published content and its uploaded photos into an empty database", async () => {
    await seedContent(source.db, initialContent());
    const photo = { id: "u-0123456789ab", original: Buffer.from("oryginał zdjęcia"), width: 1600, height: 1200 };
    await insertPhoto(source.db, photo);
    const gallery = [
      ...initialContent().gallery,
      { photo: uploadedPhotoName(photo.id, 1600, 1200), alt: "Trener z klientką na bieżni w studiu", caption: "Bieżnia" },
    ];
    const offer = structuredClone(initialContent().offer);
    offer.packages[0]!.price = 160;
    await publishSection(source.db, { section: "gallery", baseVersion: 1, document: gallery, summary: "zdjęcie", author: "test" });
    await publishSection(source.db, { section: "offer", baseVersion: 1, document: offer, summary: "cena", author: "test" });

    expect(await exportContent(source.db, folder)).toEqual({ sections: 11, photos: 1 });
    expect(JSON.parse(readFileSync(path.join(folder, "tresci", "offer.json"), "utf8")).packages[0].price).toBe(160);

    await seedContent(target.db, initialContent());
    expect((await importContent(target.db, folder)).sort()).toEqual(["gallery", "offer"]);
    expect((await loadPublished(target.db)).site).toEqual((await loadPublished(source.db)).site);
    expect((await listPhotos(target.db)).map((row) => row.name)).toEqual(["u-0123456789ab-1600x1200.jpg"]);
    // Loading the same folder again changes nothing.
    expect(await importContent(target.db, folder)).toEqual([]);
  });

  it("refuses a folder with a wrong value, naming the file, the field and the reason, and writes nothing", async () => {
    const file = path.join(folder, "tresci", "offer.json");
    const offer = JSON.parse(readFileSync(file, "utf8"));
    offer.packages[1].price = -5;
    writeFileSync(file, JSON.stringify(offer));
    writeFileSync(path.join(folder, "tresci", "home.json"), "{ to nie jest json");
    const before = await loadPublished(target.db);
    const error = await importContent(target.db, folder).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentImportError);
    expect((error as ContentImportError).problems).toEqual([
      "tresci/offer.json: packages.1.price: cena musi być większa od zera",
      expect.stringMatching(/^tresci\/home\.json: to nie jest poprawny JSON/),
    ]);
    expect(await loadPublished(target.db)).toEqual(before);
  });
});
