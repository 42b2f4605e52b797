// Cuts the self-hosted Archivo variable font down to the letters a Polish
// site uses, in two small files (about 26 KB together instead of 68 KB):
// basic Latin with typographic punctuation, and the Polish letters.
// The voucher's PDF (app/vouchers) takes the same two sets as static
// TrueType files at two weights: PDF readers draw no variable outlines.
// Run after changing the sets: `node scripts/make-fonts.ts`; the outputs in
// app/fonts/ are committed (the font's licence, OFL 1.1, is beside them).
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const SOURCE = "node_modules/@fontsource-variable/archivo";
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

// Of Latin-1 only the symbols and the Polish ó, Ó: other accented letters fall
// back to the system font, which keeps this file small.
export const BASIC_TEXT = range(0x20, 0x7e) + range(0xa0, 0xbf) + "Óó×" + "–—‘’‚“”„†•…‰‹›€™→−";
export const POLISH_TEXT = "ĄąĆćĘęŁłŃńŚśŹźŻż";

const basic = await subsetFont(readFileSync(`${SOURCE}/files/archivo-latin-wght-normal.woff2`), BASIC_TEXT, { targetFormat: "woff2" });
const polish = await subsetFont(readFileSync(`${SOURCE}/files/archivo-latin-ext-wght-normal.woff2`), POLISH_TEXT, { targetFormat: "woff2" });
writeFileSync("app/fonts/archivo-basic.woff2", basic);
writeFileSync("app/fonts/archivo-polish.woff2", polish);
for (const [weight, name] of [
  [400, "regular"],
  [700, "bold"],
] as const) {
  const options = { targetFormat: "truetype", variationAxes: { wght: weight } } as const;
  writeFileSync(
    `app/fonts/archivo-print-basic-${name}.ttf`,
    await subsetFont(readFileSync(`${SOURCE}/files/archivo-latin-wght-normal.woff2`), BASIC_TEXT, options),
  );
  writeFileSync(
    `app/fonts/archivo-print-polish-${name}.ttf`,
    await subsetFont(readFileSync(`${SOURCE}/files/archivo-latin-ext-wght-normal.woff2`), POLISH_TEXT, options),
  );
}
copyFileSync(`${SOURCE}/LICENSE`, "app/fonts/OFL.txt");
console.log(`archivo-basic.woff2 ${basic.length} B, archivo-polish.woff2 ${polish.length} B`);
