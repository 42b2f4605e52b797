// Draws the placeholder "photos" in content/photos/ until the trainer drops in
// real ones: on-brand duotone compositions, one motif per picture. Run once:
// `node scripts/make-placeholder-photos.ts`; the JPEGs are committed.
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const INK = "#111418";
const VOLT = "#c8f031";
const W = 1600;
const H = 1067;

const motifs: Record<string, string> = {
  barbell: `<rect x="-520" y="-18" width="1040" height="36" rx="10"/><rect x="-470" y="-170" width="70" height="340" rx="16"/><rect x="-390" y="-130" width="50" height="260" rx="14"/><rect x="400" y="-170" width="70" height="340" rx="16"/><rect x="340" y="-130" width="50" height="260" rx="14"/>`,
  kettlebell: `<path d="M-120 -150 a120 120 0 0 1 240 0 v40 h-60 v-40 a60 60 0 0 0 -120 0 v40 h-60z"/><circle cx="0" cy="90" r="210"/>`,
  runner: `<circle cx="60" cy="-230" r="55"/><path d="M20 -160 l-90 150 l110 40 l-40 200 l60 0 l50 -230 l-70 -40 l50 -80 l90 90 l60 -40 l-120 -110z"/><path d="M-70 -10 l-140 60 l20 50 l170 -60z"/>`,
  stretch: `<rect x="-600" y="170" width="1200" height="40" rx="20"/><circle cx="-260" cy="40" r="50"/><path d="M-220 80 l330 -10 l160 90 l-30 40 l-150 -70 l-300 20z"/><path d="M110 70 l230 -170 l30 40 l-220 170z"/>`,
  plate: `<circle cx="0" cy="0" r="330" fill="none" stroke="${VOLT}" stroke-width="36"/><circle cx="0" cy="0" r="250"/><rect x="-470" y="-300" width="34" height="600" rx="17"/><rect x="436" y="-300" width="34" height="600" rx="17"/>`,
  podium: `<rect x="-150" y="-60" width="300" height="360"/><rect x="-470" y="60" width="300" height="240"/><rect x="170" y="120" width="300" height="180"/><circle cx="0" cy="-230" r="90"/><path d="M-40 -330 l40 -80 l40 80z"/>`,
  studio: `<rect x="-560" y="-280" width="30" height="560"/><rect x="530" y="-280" width="30" height="560"/><rect x="-560" y="-280" width="1120" height="30"/><rect x="-380" y="120" width="60" height="160" rx="10"/><rect x="-300" y="150" width="60" height="130" rx="10"/><rect x="240" y="120" width="60" height="160" rx="10"/><rect x="320" y="150" width="60" height="130" rx="10"/><rect x="-40" y="-200" width="80" height="420" rx="10"/>`,
  laptop: `<rect x="-420" y="-280" width="840" height="500" rx="30"/><rect x="-380" y="-240" width="760" height="420" rx="10" fill="${INK}"/><rect x="-520" y="230" width="1040" height="50" rx="25"/><path d="M-80 -100 l180 90 l-180 90z"/>`,
  band: `<path d="M-500 100 C -250 -250, 250 -250, 500 100" fill="none" stroke="${VOLT}" stroke-width="40" stroke-linecap="round"/><circle cx="-500" cy="100" r="60"/><circle cx="500" cy="100" r="60"/>`,
  silhouette: `<circle cx="0" cy="-300" r="80"/><path d="M-150 -200 h300 l60 330 h-90 l-30 -170 l-10 380 h-80 l-20 -260 l-20 260 h-80 l-10 -380 l-30 170 h-90z"/>`,
  map: `<path d="M-800 -120 L800 -40" stroke="#ffffff" stroke-opacity="0.5" stroke-width="46" fill="none"/><path d="M-200 -540 L-80 540" stroke="#ffffff" stroke-opacity="0.5" stroke-width="46" fill="none"/><path d="M200 -540 L380 540" stroke="#ffffff" stroke-opacity="0.35" stroke-width="28" fill="none"/><rect x="240" y="80" width="420" height="300" rx="40" fill="#2f4a1a"/><rect x="-620" y="120" width="300" height="220" rx="20" fill="#2a2f36"/><path d="M-120 -260 a80 80 0 0 1 160 0 c0 70 -80 150 -80 150 s-80 -80 -80 -150z"/><circle cx="-40" cy="-262" r="30" fill="${INK}"/>`,
};

const photos: [name: string, motif: string, tilt: number, widthScale?: number][] = [
  ["trening-silowy", "barbell", 18],
  ["kettlebell", "kettlebell", -12],
  ["trening-w-plenerze", "runner", 0],
  ["mobilnosc", "stretch", 0],
  ["dieta", "plate", 0],
  ["zawody", "podium", 0],
  ["studio", "studio", 0],
  ["trening-online", "laptop", 0],
  ["rozgrzewka", "band", 0],
  ["portret", "silhouette", 0],
  ["metamorfoza-anna-przed", "silhouette", 0, 1.25],
  ["metamorfoza-anna-po", "silhouette", 0, 0.95],
  ["metamorfoza-tomasz-przed", "silhouette", 0, 1.3],
  ["metamorfoza-tomasz-po", "silhouette", 0, 1.0],
];

function svg(motif: string, tilt: number, widthScale = 1): string {
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * 160 - 200}" y="-100" width="60" height="${H + 200}" transform="skewX(-20)" fill="${VOLT}" opacity="${(0.04 + (i % 4) * 0.025).toFixed(3)}"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><radialGradient id="g" cx="30%" cy="20%" r="90%"><stop offset="0" stop-color="#3a4a1c"/><stop offset="0.55" stop-color="#1c2416"/><stop offset="1" stop-color="${INK}"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>${stripes}
  <circle cx="${W * 0.72}" cy="${H * 0.3}" r="300" fill="${VOLT}" opacity="0.12"/>
  <g transform="translate(${W / 2} ${H / 2 + 40}) rotate(${tilt}) scale(${widthScale} 1)" fill="${VOLT}">${motifs[motif]}</g>
</svg>`;
}

mkdirSync("content/photos", { recursive: true });
for (const [name, motif, tilt, widthScale] of photos) {
  await sharp(Buffer.from(svg(motif, tilt, widthScale)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(`content/photos/${name}.jpg`);
}
await sharp(Buffer.from(svg("map", 0).replace(/url\(#g\)/, "#1f262d")))
  .resize(1200, 800)
  .png({ palette: true })
  .toFile("content/photos/mapa.png");
