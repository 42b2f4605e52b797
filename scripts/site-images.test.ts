import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_FORMATS, widthsFor } from "../app/lib/image-manifest";
import { encodeVariant } from "../app/photos/photo-encoding.server";
import { checkPhotosExist, planPhotos, variantFile } from "./photo-variants";

describe("the photo pipeline", () => {
  it("makes the standard widths that fit, never enlarging", () => {
    expect(widthsFor(5000)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([400, 800]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it("stops the build naming the content file and field of a photo that does not exist", () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), "photos-"));
    expect(() => checkPhotosExist(emptyDir)).toThrow(/Błąd w treści strony, plik content\/home\.ts:\n {2}- heroPhoto: nie ma zdjęcia/);
  });

  it("turns a 5000×3333 phone photo into at most 200 KB for the widest file a phone gets", async () => {
    // A busy, photo-like picture: gradients with fine noise compress like a real photo.
    const width = 5000;
    const height = 3333;
    const noise = await sharp({ create: { width: 1250, height: 833, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .resize(width, height)
      .blur(1.2)
      // Raw pixels, not a PNG: encoding 16 megapixels as PNG was seconds of this test.
      .raw()
      .toBuffer({ resolveWithObject: true });
    const gradient = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2b4a1f"/><stop offset="1" stop-color="#d9e8a0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    );
    const photo = await sharp(gradient)
      .composite([{ input: noise.data, raw: noise.info, blend: "overlay" }])
      .jpeg({ quality: 92 })
      .toBuffer();
    // A 390 px wide phone at 3× density asks for 1170 px: the 1200 px file.
    for (const format of ["avif", "webp", "jpg"] as const) {
      const output = await encodeVariant(photo, 1200, format);
      expect(output.byteLength, format).toBeLessThanOrEqual(200 * 1024);
    }
  }, 60_000);
});

describe("the photos' files", () => {
  it("are planned from the photos' headers, every address of the manifest a file to make", async () => {
    const { manifest, variants } = await planPhotos();
    const addresses = Object.values(manifest).flatMap((entry) => IMAGE_FORMATS.flatMap((format) => entry.sources[format].map((source) => source.src)));
    expect(addresses.toSorted()).toEqual(variants.map((variant) => `/${variant.fileName}`).toSorted());
    expect(manifest["portret.jpg"]).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
  });

  it("puts an encoded file in the cache for the next run, one file however many ask for it at once", async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), "photo-cache-"));
    const { variants } = await planPhotos();
    const smallest = variants.find((variant) => variant.format === "webp" && variant.width === 400)!;
    const [first, second] = await Promise.all([variantFile(smallest, cacheDir), variantFile(smallest, cacheDir)]);
    expect(second).toBe(first);
    expect(readdirSync(cacheDir)).toEqual([path.basename(first)]);
    expect((await sharp(first).metadata()).format).toBe("webp");
  }, 60_000);
});
