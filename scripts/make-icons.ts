// Renders public/icon.svg into the favicon and app icons. Run it after
// changing the SVG: `node scripts/make-icons.ts`; the outputs are committed.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/icon.svg");
const png = (size: number) => sharp(svg, { density: 600 }).resize(size, size).png().toBuffer();

const ICONS: [file: string, size: number][] = [
  ["public/apple-touch-icon.png", 180],
  ["public/icon-192.png", 192],
  ["public/icon-512.png", 512],
];
for (const [file, size] of ICONS) {
  writeFileSync(file, await png(size));
}

// An .ico may hold a PNG image as is: a 6-byte header, one 16-byte entry, the PNG.
const favicon = await png(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(favicon.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync("public/favicon.ico", Buffer.concat([header, favicon]));
