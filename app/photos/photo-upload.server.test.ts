import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { decompressionBomb, hasGpsTags, heicHeader, sidewaysPhonePhoto, SVG_WITH_SCRIPT } from "../../tests/support/photo-fixtures";
import { makePhotoVariants } from "./photo-processing.server";
import { MAX_PHOTO_BYTES, readPhotoUpload } from "./photo-upload.server";

function upload(bytes: Buffer, fileName = "zdjecie.jpg", type = "image/jpeg"): Request {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return new Request("http://127.0.0.1/admin/zdjecia", { method: "POST", body: form });
}

/** A body the browser does not announce the size of, as a client may stream it. */
function streamedUpload(size: number): Request {
  const boundary = "granica";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="duze.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  let sent = 0;
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (pulls === 1) return controller.enqueue(head);
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(1024 * 1024, size - sent)).fill(0xff);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Request("http://127.0.0.1/admin/zdjecia", { method: "POST", body, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, duplex: "half" } as RequestInit);
}

describe("a photo upload", () => {
  // The phone photo is made once, before the tests: their time limits are for reading and processing it.
  beforeAll(() => sidewaysPhonePhoto(), 60_000);

  it("takes a phone's JPEG, names it on the server and measures it upright", async () => {
    const result = await readPhotoUpload(upload(await sidewaysPhonePhoto(), "../../etc/passwd.jpg"));
    expect(result).toMatchObject({ ok: true, width: 3333, height: 5000 });
    if (result.ok) expect(result.id).toMatch(/^u-[0-9a-f]{12}$/);
  });

  it("refuses a text file named .jpg, an SVG with a script and a HEIC with Polish messages", async () => {
    expect(await readPhotoUpload(upload(Buffer.from("to nie jest zdjęcie, tylko tekst"), "zdjecie.jpg"))).toMatchObject({ ok: false, status: 415, message: expect.stringContaining("JPEG, PNG ani WebP") });
    expect(await readPhotoUpload(upload(SVG_WITH_SCRIPT, "logo.svg", "image/svg+xml"))).toMatchObject({ ok: false, status: 415 });
    expect(await readPhotoUpload(upload(heicHeader(), "IMG_0001.HEIC", "image/heic"))).toMatchObject({ ok: false, status: 415, message: expect.stringContaining("Najbardziej zgodne") });
  });

  it("refuses a decompression bomb from its header, without decoding it", async () => {
    const before = process.memoryUsage().rss;
    expect(await readPhotoUpload(upload(decompressionBomb(), "bomba.png", "image/png"))).toMatchObject({ ok: false, status: 413, message: expect.stringContaining("megapikseli") });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it("stops reading a body over 25 MB while it streams", async () => {
    const result = await readPhotoUpload(streamedUpload(MAX_PHOTO_BYTES + 5 * 1024 * 1024));
    expect(result).toMatchObject({ ok: false, status: 413, message: expect.stringContaining("25 MB") });
  });

  it("makes upright files without any metadata, the phone's width within 200 KB", async () => {
    const original = await sidewaysPhonePhoto();
    const sent = await sharp(original).metadata();
    expect([sent.orientation, hasGpsTags(sent.exif)]).toEqual([6, true]);
    const variants = await makePhotoVariants(original);
    expect(variants.map((variant) => `${variant.format}-${variant.width}`).sort()).toEqual(
      ["avif", "webp", "jpg"].flatMap((format) => [400, 800, 1200, 1600].map((width) => `${format}-${width}`)).sort(),
    );
    for (const variant of variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif, `${variant.format}-${variant.width}`).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.height!).toBeGreaterThan(metadata.width!);
      if (variant.width === 1200) expect(variant.bytes.byteLength).toBeLessThanOrEqual(200 * 1024);
    }
    const jpg = variants.find((variant) => variant.format === "jpg" && variant.width === 400)!;
    const { data } = await sharp(jpg.bytes).raw().toBuffer({ resolveWithObject: true });
    // Red at the top: the photo stands as it was taken.
    expect(data[0]!).toBeGreaterThan(150);
    expect(data[2]!).toBeLessThan(100);
  }, 120_000);
});
