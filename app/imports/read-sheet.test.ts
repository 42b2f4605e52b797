import { describe, expect, it } from "vitest";
import { readSheet } from "./read-sheet";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part)] : part)));

describe("readSheet", () => {
  it.each([
    ["an .xlsx (a zip)", bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], "[Content_Types].xml")],
    ["an old .xls", bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "Workbook")],
    ["a file with a NUL byte", bytes("Imię;Telefon\n", [0], "Anna;600100200\n")],
  ])("asks for a CSV instead of reading %s as text", (_, file) => {
    expect(readSheet(file)).toEqual({ ok: false, refusal: "spreadsheet" });
  });

  it("still reads a CSV that starts with the letters P and K", () => {
    expect(readSheet(bytes("PK;Imię\n1;Anna Nowak\n"))).toMatchObject({ ok: true });
  });
});
