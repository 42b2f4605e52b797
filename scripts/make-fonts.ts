// Cuts the Archivo variable font down to the letters a Polish site uses:
// basic Latin with typographic punctuation, and the Polish letters, in one
// file (about 25 KB instead of 68 KB). One file, because every page has
// Polish letters: a second file was a third request beside the document's
// first photo on a slow phone, and a round trip more for the first paint
// (decision 036). Fontsource ships the two sets in separate files, so the web
// font comes from the font's own repository (Omnibus-Type/Archivo, version
// 2.001, the same as Fontsource's), width pinned at 100 as Fontsource's.
// The voucher's PDF (app/vouchers) takes the same two sets as static
// TrueType files at two weights from Fontsource's files: PDF readers draw no
// variable outlines.
// Run after changing the sets: `node scripts/make-fonts.ts <Archivo[wdth,wght].ttf>`
// (ARCHIVO_SOURCE below); the outputs in app/fonts/ are committed (the font's
// licence, OFL 1.1, is beside them).
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const FONTSOURCE = "node_modules/@fontsource-variable/archivo";
/** Where the variable font comes from, and the file this script was last run on. */
const ARCHIVO_SOURCE = {
  url: "https://github.com/Omnibus-Type/Archivo/raw/b5d63988ce19d044d3e10362de730af00526b672/fonts/variable/Archivo%5Bwdth,wght%5D.ttf",
  sha256: "664bbeb10522dac35c174a3860aaecad7b1ad3a0fc8b0d26888e26c824ec556d",
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

// Of Latin-1 only the symbols and the Polish ó, Ó: other accented letters fall
// back to the system font, which keeps this file small.
const BASIC_TEXT = range(0x20, 0x7e) + range(0xa0, 0xbf) + "Óó×" + "–—‘’‚“”„†•…‰‹›€™→−";
const POLISH_TEXT = "ĄąĆćĘęŁłŃńŚśŹźŻż";

/**
 * The OpenType features a browser applies to Latin text by itself, and the
 * tabular figures the panel asks for (tabular-nums): the font's other features
 * (fractions, superscripts, ordinals, old-style figures…) no page asks for, and
 * the 90 glyphs only they reach were 4 KB of the file.
 */
const WEB_FEATURES = ["ccmp", "locl", "liga", "rvrn", "kern", "tnum"];

const sourcePath = process.argv[2];
if (!sourcePath) throw new Error(`usage: node scripts/make-fonts.ts <Archivo[wdth,wght].ttf from ${ARCHIVO_SOURCE.url}>`);
const source = readFileSync(sourcePath);
const digest = createHash("sha256").update(source).digest("hex");
if (digest !== ARCHIVO_SOURCE.sha256) throw new Error(`${sourcePath} is not the file of ${ARCHIVO_SOURCE.url} (SHA-256 ${digest})`);

const web = await subsetFont(source, BASIC_TEXT + POLISH_TEXT, { targetFormat: "woff2", variationAxes: { wdth: 100 }, keepFeatures: WEB_FEATURES });
writeFileSync("app/fonts/archivo.woff2", web);
for (const [weight, name] of [
  [400, "regular"],
  [700, "bold"],
] as const) {
  const options = { targetFormat: "truetype", variationAxes: { wght: weight } } as const;
  writeFileSync(
    `app/fonts/archivo-print-basic-${name}.ttf`,
    await subsetFont(readFileSync(`${FONTSOURCE}/files/archivo-latin-wght-normal.woff2`), BASIC_TEXT, options),
  );
  writeFileSync(
    `app/fonts/archivo-print-polish-${name}.ttf`,
    await subsetFont(readFileSync(`${FONTSOURCE}/files/archivo-latin-ext-wght-normal.woff2`), POLISH_TEXT, options),
  );
}
copyFileSync(`${FONTSOURCE}/LICENSE`, "app/fonts/OFL.txt");
console.log(`archivo.woff2 ${web.length} B`);
