import { describe, expect, it } from "vitest";
import { foldLine, icsDateTime, icsLines, icsParameter, icsText } from "./ics-writer";

const octets = (text: string) => new TextEncoder().encode(text).length;

describe("icsText", () => {
  it("escapes backslash, semicolon and comma, and writes every line break as \\n", () => {
    expect(icsText("a\\b;c,d\r\ne\rf\ng")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("drops control characters but keeps a tab", () => {
    expect(icsText("a\u0000b\u001bc\td\u007f")).toBe("abc\td");
  });
});

describe("icsParameter", () => {
  it("quotes the value, with no quote, backslash or control character that could end it", () => {
    expect(icsParameter('Jan "Ania"\\ X\u0001')).toBe("\"Jan 'Ania' X \"");
  });
});

describe("icsDateTime", () => {
  it("writes the instant in UTC", () => {
    expect(icsDateTime("2027-03-02T17:00:00.000Z")).toBe("20270302T170000Z");
    expect(icsDateTime(new Date("2027-10-31T01:30:59.999Z"))).toBe("20271031T013059Z");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole", () => {
    const line = `DESCRIPTION:${"x".repeat(63)}`;
    expect(foldLine(line)).toBe(line);
  });

  it.each([
    ["ASCII", "a"],
    ["two-octet Polish letters", "ż"],
    ["three-octet dashes", "—"],
    ["four-octet emoji", "💪"],
  ])("folds %s into lines of at most 75 octets, never inside a character, and unfolds to the same text", (_, char) => {
    for (let length = 60; length < 260; length += 7) {
      const line = `SUMMARY:${char.repeat(length)}`;
      const folded = foldLine(line);
      const lines = folded.split("\r\n");
      for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
      // No broken character: each part alone decodes to itself.
      for (const part of lines) expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
      expect(lines.slice(1).every((part) => part.startsWith(" "))).toBe(true);
      expect(folded.replace(/\r\n /g, "")).toBe(line);
    }
  });
});

describe("icsLines", () => {
  it("ends every line with CRLF, the last one too", () => {
    expect(icsLines(["BEGIN:VCALENDAR", "END:VCALENDAR"])).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
});
