import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { decompressionBomb, hasGpsTags, heicHeader, sidewaysPhonePhoto, SVG_WITH_SCRIPT } from "../../tests/support/photo-fixtures";
import { makePhotoVariants } from "./photo-processing.server";
import { MAX_BODY_BYTES, MAX_PHOTO_BYTES, readPhotoUpload, type PhotoUpload } from "./photo-upload.server";

function upload(bytes: Buffer, fileName = "zdjecie.jpg", type = "image/jpeg"): Request {
  const form = new FormData();
  form.append("photo", new Blob([new Uint8Array(bytes)], { type }), fileName);
  return new Request("http://127.0.0.1/admin/zdjecia", { method: "POST", body: form });
}

/**
 * A photo's body as a client streams it, without announcing its size: the
 * part's head, `size` bytes of file, then the closing boundary, unless the
 * body is `cut` there (a phone losing its signal) or `stalls` (the rest never
 * comes). `progress` shows how much of it was read.
 */
function streamedUpload(size: number, ending: "complete" | "cut" | "stalls" = "complete") {
  const boundary = "granica";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="duze.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const progress = { sent: 0, cancelled: false };
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (pulls === 1) return controller.enqueue(head);
      if (progress.sent >= size) {
        if (ending === "stalls") return new Promise<void>(() => {});
        if (ending === "complete") controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        return controller.close();
      }
      const chunk = new Uint8Array(Math.min(1024 * 1024, size - progress.sent)).fill(0xff);
      progress.sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      progress.cancelled = true;
    },
  });
  const request = new Request("http://127.0.0.1/admin/zdjecia", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
  return { request, progress };
}

describe("a photo upload", () => {
  // The phone photo is made once, before the tests: their time limits are for reading and processing it.
  beforeAll(() => sidewaysPhonePhoto(), 60_000);

  it("takes a phone's JPEG, names it on the server and measures it upright", async () => {
    const result = await readPhotoUpload(upload(await sidewaysPhonePhoto(), "../../etc/passwd.jpg"));
    expect(result).toMatchObject({ ok: true, width: 3333, height: 5000 });
    if (result.ok) expect(result.id).toMatch(/^u-[0-9a-f]{12}$/);
  });

  it("refuses a text file named .jpg, an SVG with a script and a HEIC, saying which", async () => {
    expect(await readPhotoUpload(upload(Buffer.from("to nie jest zdjęcie, tylko tekst"), "zdjecie.jpg"))).toMatchObject({
      ok: false,
      status: 415,
      refusal: { problem: "not-a-photo" },
    });
    expect(await readPhotoUpload(upload(SVG_WITH_SCRIPT, "logo.svg", "image/svg+xml"))).toMatchObject({ ok: false, status: 415 });
    expect(await readPhotoUpload(upload(heicHeader(), "IMG_0001.HEIC", "image/heic"))).toMatchObject({
      ok: false,
      status: 415,
      refusal: { problem: "heic" },
    });
  });

  it("refuses a decompression bomb from its header, without decoding it", async () => {
    const before = process.memoryUsage().rss;
    expect(await readPhotoUpload(upload(decompressionBomb(), "bomba.png", "image/png"))).toMatchObject({
      ok: false,
      status: 413,
      refusal: { problem: "too-many-pixels", maxMegapixels: 50 },
    });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it("reads a streamed body over 25 MB to its end before answering 413, so that the browser gets the answer", async () => {
    const { request, progress } = streamedUpload(MAX_PHOTO_BYTES + 5 * 1024 * 1024);
    const result = await readPhotoUpload(request);
    expect(result).toMatchObject({ ok: false, status: 413, refusal: { problem: "too-large", maxMegabytes: 25 } });
    expect([progress.sent, progress.cancelled]).toEqual([MAX_PHOTO_BYTES + 5 * 1024 * 1024, false]);
  });

  it("stops reading a body past MAX_BODY_BYTES", async () => {
    const { request, progress } = streamedUpload(MAX_BODY_BYTES + 16 * 1024 * 1024);
    expect(await readPhotoUpload(request)).toMatchObject({ ok: false, status: 413 });
    expect(progress.cancelled).toBe(true);
    expect(progress.sent).toBeGreaterThanOrEqual(MAX_BODY_BYTES - 1024 * 1024);
    expect(progress.sent).toBeLessThanOrEqual(MAX_BODY_BYTES + 4 * 1024 * 1024);
  });

  it("stops waiting for the rest of a body over 25 MB after 30 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { request, progress } = streamedUpload(MAX_PHOTO_BYTES + 1024 * 1024, "stalls");
      let result: PhotoUpload | undefined;
      void readPhotoUpload(request).then((answer) => (result = answer));
      for (let second = 0; second < 120 && !result; second += 1) await vi.advanceTimersByTimeAsync(1000);
      expect(result).toMatchObject({ ok: false, status: 413 });
      expect(progress.cancelled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers a body cut off in the middle of the photo with 400 and leaves nothing unhandled", async () => {
    const uncaught: unknown[] = [];
    const note = (error: unknown) => uncaught.push(error);
    process.prependListener("uncaughtException", note);
    try {
      const result = await readPhotoUpload(streamedUpload(300 * 1024, "cut").request);
      // An unheard stream error surfaces on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
      expect(result).toMatchObject({ ok: false, status: 400, refusal: { problem: "cut-off" } });
    } finally {
      process.off("uncaughtException", note);
    }
  });

  // Two 49-megapixel PNGs encoded and decoded: sharp's work, no waiting.
  it("refuses a photo too heavy once decoded (a 49-megapixel 16-bit PNG) and takes the same pixels in 8 bits", async () => {
    const plain = { width: 7000, height: 7000, channels: 3 as const, background: "#c82828" };
    const deep = await sharp({ create: plain }).toColourspace("rgb16").png().toBuffer();
    expect(await readPhotoUpload(upload(deep, "skan.png", "image/png"))).toMatchObject({
      ok: false,
      status: 413,
      refusal: { problem: "too-deep", megapixels: 49, maxMegapixels: 25 },
    });
    const ordinary = await sharp({ create: plain }).png().toBuffer();
    expect(await readPhotoUpload(upload(ordinary, "zdjecie.png", "image/png"))).toMatchObject({ ok: true, width: 7000, height: 7000 });
  }, 20_000);

  // A phone-sized photo encoded into every variant (AVIF, WebP, JPEG in each width): sharp's work.
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
