import { expect, test } from "vitest";
import { guessColumns } from "./column-guess";
import { readSheet } from "./read-sheet";
import { parseVcards } from "./parse-vcard";

const CARDS = [
  "BEGIN:VCARD",
  "VERSION:3.0",
  "FN:Łucja Wróbel",
  "N:Wróbel;Łucja;;;",
  "EMAIL;TYPE=INTERNET:lucja@exam",
  " ple.com",
  "TEL;TYPE=CELL:+48 500 100 200",
  "NOTE:kolano\\, lewe",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:2.1",
  "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Kowalski;=C5=81ukasz;;;",
  "TEL;CELL;PREF:600100200",
  "NOTE;ENCODING=QUOTED-PRINTABLE:pierwsza linia=0D=0Adruga =",
  "linia",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Zepsuta",
  'EMAIL;TYPE="home:zepsuta@example.com',
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Anna Nowak",
  "TEL;VALUE=uri:tel:+48-600-200-300",
  "END:VCARD",
].join("\r\n");

test("several cards: folded lines, vCard 2.1's bare types and quoted-printable, 4.0's tel: addresses; a broken card by its line", () => {
  const reading = parseVcards(`\ufeff${CARDS}\r\n`);
  expect(reading).toEqual({
    ok: true,
    sheet: {
      header: ["FN", "EMAIL", "TEL", "NOTE"],
      rows: [
        ["Łucja Wróbel", "lucja@example.com", "+48 500 100 200", "kolano, lewe"],
        ["Łukasz Kowalski", "", "600100200", "pierwsza linia druga linia"],
        ["Anna Nowak", "", "+48-600-200-300", ""],
      ],
      brokenLines: [17],
    },
  });
});

test("a .vcf is told from a CSV by its content, and its columns are guessed", () => {
  const reading = readSheet(new TextEncoder().encode(CARDS));
  expect(reading.ok && reading.sheet.rows).toHaveLength(3);
  expect(guessColumns(["FN", "EMAIL", "TEL", "NOTE"])).toEqual(["full-name", "email", "phone", "notes"]);
});

test("a file of no card is refused", () => {
  expect(parseVcards("BEGIN:VCARD\r\nFN:x\r\n")).toEqual({ ok: false, refusal: "not-a-sheet" });
});
