// Text on a PDF page in the site's font: Archivo is cut in two sets (app/fonts,
// scripts/make-fonts.ts: the basic Latin signs and the Polish letters), so each
// line is drawn in runs, each run in the file that has its letters, and laid
// out here (wrapped at words, centred) since a run of two fonts is one line.
// The files come inlined into the server's bundle: production has no app/.
import basicBold from "~/fonts/archivo-print-basic-bold.ttf?inline";
import basicRegular from "~/fonts/archivo-print-basic-regular.ttf?inline";
import polishBold from "~/fonts/archivo-print-polish-bold.ttf?inline";
import polishRegular from "~/fonts/archivo-print-polish-regular.ttf?inline";

const POLISH = /[\u0104-\u0107\u0118\u0119\u0141-\u0144\u015A\u015B\u0179-\u017C]/u;
/** Signs of neither file (an emoji in a dedication) would print as empty boxes: they are left out. */
const UNPRINTABLE =
  /[^\u0020-\u007E\u00A0-\u00BF\u00D3\u00D7\u00F3\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020\u2022\u2026\u2030\u2039\u203A\u20AC\u2122\u2192\u2212\u0104-\u0107\u0118\u0119\u0141-\u0144\u015A\u015B\u0179-\u017C]/gu;

const fromDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64");

const FILES = { "basic-regular": basicRegular, "basic-bold": basicBold, "polish-regular": polishRegular, "polish-bold": polishBold };

export function registerSiteFont(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(FILES)) doc.registerFont(name, fromDataUrl(file));
}

export type Weight = "regular" | "bold";
type Run = { font: "basic" | "polish"; text: string };

export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const sign of text.replace(UNPRINTABLE, "")) {
    const font = POLISH.test(sign) ? "polish" : "basic";
    const last = runs.at(-1);
    if (last?.font === font) last.text += sign;
    else runs.push({ font, text: sign });
  }
  return runs;
}

function widthOf(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight): number {
  return runsOf(text).reduce((width, run) => width + doc.font(`${run.font}-${weight}`).fontSize(size).widthOfString(run.text), 0);
}

/** Words wrapped to lines no wider than `maxWidth`; a no-break space holds its words together. */
function linesOf(doc: PDFKit.PDFDocument, text: string, size: number, weight: Weight, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/[ \t\n]+/u).filter(Boolean)) {
    const line = lines.at(-1);
    if (line !== undefined && widthOf(doc, `${line} ${word}`, size, weight) <= maxWidth) lines[lines.length - 1] = `${line} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export type Centred = { size: number; color: string; width: number; left: number; weight?: Weight; lineGap?: number };

/** Draws the text centred between `left` and `left + width` from `y`; returns the y under it. */
export function drawCentred(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  { size, color, width, left, weight = "regular", lineGap = 0.3 }: Centred,
): number {
  let top = y;
  for (const line of linesOf(doc, text, size, weight, width)) {
    let x = left + (width - widthOf(doc, line, size, weight)) / 2;
    for (const run of runsOf(line)) {
      doc.font(`${run.font}-${weight}`).fontSize(size).fillColor(color).text(run.text, x, top, { lineBreak: false });
      x += doc.widthOfString(run.text);
    }
    top += size * (1 + lineGap);
  }
  return top;
}
