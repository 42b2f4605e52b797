// The text of iCalendar files (RFC 5545), written directly: every calendar
// the site writes goes through here, so the rules hold for all of them (text
// escaped, lines folded at 75 octets between characters, CRLF after every
// line, END:VCALENDAR's too). Decision 023: ical-generator took ten times
// the CPU for the same feed, most of it allocating per character.
import { withoutControlCharacters } from "~/lib/control-characters";

const LINE_OCTETS = 75;
// eslint-disable-next-line no-control-regex -- what TEXT must not hold as it is
const NEEDS_ESCAPING = /[\u0000-\u001f\u007f\\;,]/;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** TEXT (§3.3.11): backslash, semicolon and comma escaped, every line break as \n; no control character. */
export function icsText(value: string): string {
  if (!NEEDS_ESCAPING.test(value)) return value;
  return withoutControlCharacters(value)
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,\n]/g, (char) => (char === "\n" ? "\\n" : `\\${char}`));
}

/**
 * A parameter's value (§3.2) in quotes: a quoted value may hold no DQUOTE
 * and no control character and defines no escape, so a quote becomes an
 * apostrophe (it must not end the value and start a parameter), a control
 * character a space, and a backslash goes (some parsers read \" as an escape).
 */
export function icsParameter(value: string): string {
  return `"${value.replace(/[\p{Cc}"\\]/gu, (char) => (char === '"' ? "'" : char === "\\" ? "" : " "))}"`;
}

/** A UTC DATE-TIME (§3.3.5, form 2): 20270302T170000Z. */
export function icsDateTime(instant: Date | string): string {
  // A stored timestamp is already an ISO instant in UTC (database.server.ts).
  const iso = typeof instant === "string" && ISO_INSTANT.test(instant) ? instant : new Date(instant).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** The octets of the character at `index` in UTF-8, and how many UTF-16 units it takes (a lone surrogate becomes U+FFFD). */
function utf8Size(text: string, index: number): [octets: number, units: number] {
  const code = text.charCodeAt(index);
  if (code < 0x80) return [1, 1];
  if (code < 0x800) return [2, 1];
  const next = text.charCodeAt(index + 1);
  if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) return [4, 2];
  return [3, 1];
}

/** One content line folded (§3.1): at most 75 octets a line, never inside a UTF-8 sequence, each continuation starting with a space. */
export function foldLine(line: string): string {
  // A UTF-16 unit is at most 3 octets; most lines are short ASCII: nothing to count.
  if (line.length * 3 <= LINE_OCTETS || (line.length <= LINE_OCTETS && PRINTABLE_ASCII.test(line))) return line;
  let folded = "";
  let start = 0;
  let octets = 0;
  // The first line holds 75 octets; the others 74 after their space.
  let room = LINE_OCTETS;
  for (let index = 0; index < line.length;) {
    const [size, units] = utf8Size(line, index);
    if (octets + size > room) {
      folded += `${line.slice(start, index)}\r\n `;
      start = index;
      octets = 0;
      room = LINE_OCTETS - 1;
    }
    octets += size;
    index += units;
  }
  return start === 0 ? line : folded + line.slice(start);
}

/** Content lines as one calendar file's text: each folded and ended with CRLF. */
export function icsLines(lines: readonly string[]): string {
  let text = "";
  for (const line of lines) text += `${foldLine(line)}\r\n`;
  return text;
}
