// Build-time images: the Open Graph pictures (1200×630) in public/og/.
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const OUT_DIR = "public/og";
mkdirSync(OUT_DIR, { recursive: true });

const stripes = Array.from({ length: 9 }, (_, i) => `<rect x="${640 + i * 70}" y="-40" width="26" height="720" transform="skewX(-18)" fill="#c8f031" opacity="${0.15 + i * 0.09}"/>`).join("");
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#111418"/>${stripes}
<g transform="translate(90 215) scale(3.1)" fill="#c8f031"><rect x="8" y="22" width="7" height="20" rx="2"/><rect x="16" y="17" width="7" height="30" rx="2"/><rect x="41" y="17" width="7" height="30" rx="2"/><rect x="49" y="22" width="7" height="20" rx="2"/><rect x="23" y="29" width="18" height="6" rx="1"/></g>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(`${OUT_DIR}/default.jpg`);
