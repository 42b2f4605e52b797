// The text of iCalendar files (RFC 5545), written directly: every calendar
// the site writes goes through here, so the rules hold for all of them (text
// escaped, lines folded at 75 octets between characters, CRLF after every
// line, END:VCALENDAR's too). Decision 023: ical-generator took 1.3 s for
// the feed of two years, most of it allocating per character.
import { withoutControlCharacters } from "~/lib/control-characters";

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT (§3.3.11): backslash, semicolon and comma escaped, every line break as \n; no control character. */
export function icsText(value: string): string {
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
  const iso = (typeof instant === "string" ? new Date(instant) : instant).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** One content line folded (§3.1): at most 75 octets a line, never inside a UTF-8 sequence, each continuation starting with a space. */
export function foldLine(line: string): string {
  // Most lines are short ASCII: nothing to count.
  if (line.length <= LINE_OCTETS && /^[\x20-\x7e]*$/.test(line)) return line;
  if (encoder.encode(line).length <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = char.codePointAt(0)! < 0x80 ? 1 : char.codePointAt(0)! < 0x800 ? 2 : char.codePointAt(0)! < 0x10000 ? 3 : 4;
    // The first line holds 75 octets; the others 74 after their space.
    if (octets + size > (parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/** Content lines as one calendar file's text: each folded and ended with CRLF. */
export function icsLines(lines: readonly string[]): string {
  let text = "";
  for (const line of lines) text += `${foldLine(line)}\r\n`;
  return text;
}
