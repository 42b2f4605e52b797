/**
 * A one-letter word (a, i, o, u, w, z, and their capitals) at the start of a
 * text or after a space, a non-breaking space or an opening bracket or quote,
 * followed by a plain space (or the end of this piece of text, where the
 * next word follows in another element).
 */
const ONE_LETTER_WORD = /(?<=^|[\s\u00A0(„"«–—])([aiouwzAIOUWZ]) (?=\S|$)/gu;

/**
 * Polish typesetting keeps a one-letter word on the line of the word after
 * it ("w\u00A0studiu", never "w" at a line's end): the space after it
 * becomes a non-breaking one. For text shown on a page or in a mail, not for
 * titles and descriptions that search engines read.
 */
export function typeset(text: string): string {
  return text.replace(ONE_LETTER_WORD, "$1\u00A0");
}

/** True when `text` has a one-letter word that may end a line: what typeset() removes. */
export function hasBreakableOneLetterWord(text: string): boolean {
  return new RegExp(ONE_LETTER_WORD.source, "u").test(text);
}
