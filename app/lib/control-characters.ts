// C0 control characters but TAB, LF and CR, and DEL: invisible, never typed
// on purpose (they come with pasted text), refused by PostgreSQL (NUL) and
// not allowed in calendar files (RFC 5545's CONTROL).
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
// Word and PowerPoint copy a manual line or page break as one of these.
const VERTICAL_BREAKS = /[\v\f]/g;

/** The text with its control characters dropped, and its vertical tabs and form feeds as line breaks. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").replace(VERTICAL_BREAKS, "\n");
}
