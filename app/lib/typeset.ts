/**
 * A one-letter word (a, i, o, u, w, z, and their capitals) at the start of a
 * text or after a space, a non-breaking space or an opening bracket or quote,
 * followed by a plain space (or the end of this piece of text, where the
 * next word follows in another element).
 */
const ONE_LETTER_WORD = /(?<=^|[\s\u00A0(„"«–—])([aiouwzAIOUWZ]) (?=\S|$)/gu;
/** An abbreviation or sign that belongs with what follows it: "art. 6", "ul. Sportowa", "§ 1", "nr 42". */
const BOUND_ABBREVIATION = /(?<=^|[\s\u00A0(])(art\.|ust\.|lit\.|pkt|ul\.|ok\.|kat\.|nr|tel\.|§) (?=\S)/gu;
/** A space inside a number or phone number ("+48 500 000 000", "12 500 zł"), or before its unit ("14 kg", "150 zł", "25 MB"). */
const SPACE_IN_NUMBER = /(?<=\d) (?=\d|(?:kg|zł|min|km|cm|m|h|MB)(?![\p{L}]))/gu;
/** A dash never starts a line: the space before it does not break. */
const SPACE_BEFORE_DASH = / (?=[–—] )/gu;

/**
 * Polish typesetting: a one-letter word stays on the line of the word after
 * it ("w\u00A0studiu", never "w" at a line's end), as do "art. 6", "ul.
 * Sportowa" and the like, a phone number stays whole, and a dash never starts
 * a line. The spaces become non-breaking ones. For text shown on a page or in
 * a mail, not for titles and descriptions that search engines read.
 */
export function typeset(text: string): string {
  return text
    .replace(ONE_LETTER_WORD, "$1\u00A0")
    .replace(BOUND_ABBREVIATION, "$1\u00A0")
    .replace(SPACE_IN_NUMBER, "\u00A0")
    .replace(SPACE_BEFORE_DASH, "\u00A0");
}

/** True when `text` has a one-letter word that may end a line: what typeset() removes. */
export function hasBreakableOneLetterWord(text: string): boolean {
  return new RegExp(ONE_LETTER_WORD.source, "u").test(text);
}

/**
 * typeset() on every string of a piece of content, for a loader to hand the
 * page text exactly as it shows (the HTML and the page's data then repeat each
 * other word for word, which compression makes nearly free).
 */
export function typesetAll<T>(value: T): T {
  if (typeof value === "string") return typeset(value) as T;
  if (Array.isArray(value)) return value.map(typesetAll) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetAll(item)])) as T;
  }
  return value;
}
