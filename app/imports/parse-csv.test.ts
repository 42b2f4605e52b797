import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { countLines, decodeText } from "./decode-text";
import { MAX_ROWS } from "./import-limits";
import { parseCsv } from "./parse-csv";
import { readSheet } from "./read-sheet";

const sheetOf = (text: string) => {
  const reading = parseCsv(text);
  if (!reading.ok) throw new Error(reading.refusal);
  return reading.sheet;
};

describe("a CSV of clients", () => {
  test("Booksy's: a BOM, semicolons, quotes and Polish letters", () => {
    const sheet = sheetOf('\ufeffImię;Nazwisko;Telefon;Notatki\n"Łucja";"Wróbel-Żak";"500 100 200";"kolano; ""lewe"""\n');
    expect(sheet.header).toEqual(["Imię", "Nazwisko", "Telefon", "Notatki"]);
    expect(sheet.rows).toEqual([["Łucja", "Wróbel-Żak", "500 100 200", 'kolano; "lewe"']]);
  });

  test("Google Contacts': commas, Windows line ends, a note over two lines", () => {
    const sheet = sheetOf('First Name,Last Name,E-mail 1 - Value\r\nAnna,Nowak,"a@example.com"\r\nJan,"Kowal\r\nski",j@example.com\r\n');
    expect(sheet.rows).toEqual([
      ["Anna", "Nowak", "a@example.com"],
      ["Jan", "Kowal\r\nski", "j@example.com"],
    ]);
  });

  test("a broken line is reported by its number and the rest is read", () => {
    const sheet = sheetOf("Imię;Telefon\nAnna;500100200\nJan\n\nEwa;600100200\nOla;1;2\n");
    expect(sheet.rows).toEqual([
      ["Anna", "500100200"],
      ["Ewa", "600100200"],
    ]);
    expect(sheet.brokenLines).toEqual([3, 6]);
  });

  test("a file with no row under its header, or too many rows, is refused", () => {
    expect(parseCsv("Imię;Telefon\n")).toEqual({ ok: false, refusal: "empty" });
    expect(parseCsv(`Imię\n${"a\n".repeat(MAX_ROWS + 1)}`)).toEqual({ ok: false, refusal: "too-many-rows" });
  });

  test("any cell comes back as written, whatever quotes and separators it holds", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "ż", ";", ",", '"', " ", "\n", "Ł"), maxLength: 12 }).map((text) => text.trim());
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 5 }), (rows) => {
        const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
        const text = ["Imię;Notatki", ...rows.map((row) => row.map(quote).join(";"))].join("\n");
        expect(sheetOf(text).rows).toEqual(rows);
      }),
    );
  });
});

describe("the file's bytes", () => {
  test("UTF-8 is read as UTF-8, a BOM dropped", () => {
    expect(decodeText(new TextEncoder().encode("\ufeffŻółć"))).toBe("Żółć");
  });

  test("windows-1250, as Polish Excel saves a CSV, is read too", () => {
    // "Łódź;Ęą" in windows-1250.
    const bytes = Uint8Array.from([0xa3, 0xf3, 0x64, 0x9f, 0x3b, 0xca, 0xb9]);
    expect(decodeText(bytes)).toBe("Łódź;Ęą");
    expect(readSheet(Uint8Array.from([...new TextEncoder().encode("Imię\n"), 0xa3, 0xf3, 0x64, 0x9f])).ok).toBe(true);
  });

  test("lines are counted without parsing", () => {
    expect(countLines(new TextEncoder().encode("a\nb\nc"))).toBe(3);
  });
});
