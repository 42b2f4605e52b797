// Photos as phones and attackers send them, made on the fly.
import { deflateSync, crc32 } from "node:zlib";
import sharp from "sharp";

/**
 * A 5000 × 3333 camera JPEG held sideways (EXIF orientation 6) with the
 * phone's GPS position in its EXIF: upright it is 3333 × 5000, red at the top
 * and blue at the bottom. Busy like a real photo, so its size is realistic.
 * Made once per process: encoding 16 megapixels takes seconds on a busy
 * machine, which a test's own time limit must not include.
 */
export function sidewaysPhonePhoto(): Promise<Buffer> {
  sideways ??= makeSidewaysPhonePhoto();
  return sideways;
}

let sideways: Promise<Buffer> | undefined;

async function makeSidewaysPhonePhoto(): Promise<Buffer> {
  const [width, height] = [3333, 5000];
  const halves = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="50%" fill="#d02020"/><rect y="50%" width="100%" height="50%" fill="#2030d0"/></svg>`,
  );
  // Raw pixels between the steps: two PNG encodings of 16 megapixels were most of its 6 CPU-s.
  const noise = await sharp({ create: { width: 833, height: 1250, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .resize(width, height)
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = await sharp(halves)
    .composite([{ input: noise.data, raw: noise.info, blend: "soft-light" }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Stored turned a quarter to the left; orientation 6 tells a viewer to turn it back.
  return sharp(upright.data, { raw: upright.info })
    .rotate(-90)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "Telefon" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 13/1 4/1", GPSLongitudeRef: "E", GPSLongitude: "21/1 0/1 42/1" } })
    .toBuffer();
}

/** Whether an EXIF block points to GPS tags (tag 0x8825, in either byte order). */
export function hasGpsTags(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header says 30,000 × 30,000 pixels: 2.7 GB once decoded. */
export function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(30_001 * 3 * 4));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk("IHDR", header), pngChunk("IDAT", rows), pngChunk("IEND", Buffer.alloc(0))]);
}

/** The start of an iPhone's HEIC file: enough for anything that reads the type from the bytes. */
export function heicHeader(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "ascii");
  box.write("mif1heic", 16, "ascii");
  return Buffer.concat([box, Buffer.alloc(1000)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
