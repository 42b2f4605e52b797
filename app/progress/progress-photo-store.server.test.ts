import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../tests/support/client-card";
import { hasGpsTags, sidewaysPhonePhoto } from "../../tests/support/photo-fixtures";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { giveHealthConsent, withdrawHealthConsent } from "./health-consent.server";
import { addProgressPhoto, deleteProgressPhoto, PHOTO_EDGE, progressPhotoFor, progressPhotosOf } from "./progress-photo-store.server";

const NOW = new Date("2026-11-27T10:00:00.000Z");
const small = () =>
  sharp({ create: { width: 40, height: 60, channels: 3, background: "#808080" } })
    .jpeg()
    .toBuffer();

describe.each(DIALECTS)("progress photos on %s", (dialect) => {
  let test: TestDatabase;
  let owner: number;
  let other: number;
  let keys = 0;
  const entry = async (clientId: number, original?: Buffer) => ({
    clientId,
    takenOn: "2026-11-27",
    original: original ?? (await small()),
    submissionKey: `photo-key-${++keys}-xxxxxxxx`,
  });
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    owner = await addCard(test.db, "wlascicielka", NOW);
    other = await addCard(test.db, "ktos-inny", NOW);
  });
  afterAll(() => test.drop());

  it("takes no photo without the client's consent", async () => {
    expect(await addProgressPhoto(test.db, await entry(owner), NOW)).toBe("no-consent");
    expect(await progressPhotosOf(test.db, owner)).toEqual([]);
  });

  // Making the 16-megapixel phone photo and re-encoding it takes a few seconds on a busy machine.
  it("stores a phone's photo upright, at most 1600 px, with every metadata block gone (GPS, camera, orientation)", { timeout: 60_000 }, async () => {
    await giveHealthConsent(test.db, owner, "progress", NOW);
    const phone = await sidewaysPhonePhoto();
    expect(hasGpsTags((await sharp(phone).metadata()).exif)).toBe(true);
    expect(await addProgressPhoto(test.db, await entry(owner, phone), NOW)).toBe("saved");
    const [photo] = await progressPhotosOf(test.db, owner);
    const file = await progressPhotoFor(test.db, photo!.id, { clientId: owner, trainer: false });
    const stored = await sharp(file!.bytes).metadata();
    expect([stored.width, stored.height, photo!.width, photo!.height]).toEqual([1066, PHOTO_EDGE, 1066, PHOTO_EDGE]);
    expect({ exif: stored.exif, icc: stored.icc, xmp: stored.xmp, iptc: stored.iptc, orientation: stored.orientation }).toEqual({
      exif: undefined,
      icc: undefined,
      xmp: undefined,
      iptc: undefined,
      orientation: undefined,
    });
    expect(file!.bytes.includes(Buffer.from("Telefon"))).toBe(false);
    // Upright: red at the top.
    const { data } = await sharp(file!.bytes).extract({ left: 500, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(data[2]!);
  });

  it("shows a photo only to its client and the trainer: another client and no session get nothing", async () => {
    const [photo] = await progressPhotosOf(test.db, owner);
    const id = photo!.id;
    expect(await progressPhotoFor(test.db, id, { clientId: owner, trainer: false })).toMatchObject({ clientId: owner, contentType: "image/jpeg" });
    expect(await progressPhotoFor(test.db, id, { clientId: null, trainer: true })).toMatchObject({ clientId: owner });
    expect(await progressPhotoFor(test.db, id, { clientId: other, trainer: false })).toBeNull();
    expect(await progressPhotoFor(test.db, id, { clientId: null, trainer: false })).toBeNull();
    expect(await progressPhotoFor(test.db, id + 1000, { clientId: owner, trainer: true })).toBeNull();
  });

  it("stores a double tap once; only its client deletes a photo", async () => {
    const twice = await entry(owner);
    await addProgressPhoto(test.db, twice, NOW);
    await addProgressPhoto(test.db, twice, NOW);
    const photos = await progressPhotosOf(test.db, owner);
    expect(photos).toHaveLength(2);
    expect(await deleteProgressPhoto(test.db, other, photos[0]!.id)).toBe(false);
    expect(await deleteProgressPhoto(test.db, owner, photos[0]!.id)).toBe(true);
    expect(await progressPhotosOf(test.db, owner)).toHaveLength(1);
  });

  it("erases the photos when the consent is withdrawn", async () => {
    expect(await withdrawHealthConsent(test.db, owner, "progress", NOW)).toMatchObject({ photos: 1 });
    expect(await test.db.selectFrom("progress_photos").where("client_id", "=", owner).select("id").execute()).toEqual([]);
  });
});
