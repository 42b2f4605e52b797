import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readClockTime, readDate, readPostalCode, readTaxId } from "./typed-values";

describe("readClockTime", () => {
  it.each([
    ["9:00", "09:00"],
    ["9.30", "09:30"],
    ["9", "09:00"],
    ["0930", "09:30"],
    [" 21:05 ", "21:05"],
    ["24:00", "24:00"],
    ["09:00", "09:00"],
  ])("reads %s as %s", (typed, read) => expect(readClockTime(typed)).toBe(read));

  it.each(["25:00", "9:60", "dziewiąta", "", "9:0"])("leaves %s as typed, for the schema to refuse", (typed) => expect(readClockTime(typed)).toBe(typed));

  it("reads every whole time of day, however the hour is padded", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean(), (hours, minutes, pad) => {
        const typed = `${pad ? String(hours).padStart(2, "0") : hours}:${String(minutes).padStart(2, "0")}`;
        expect(readClockTime(typed)).toBe(`${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`);
      }),
    );
  });
});

describe("readDate", () => {
  it.each([
    ["24.12.2026", "2026-12-24"],
    ["1.3.2027", "2027-03-01"],
    ["24/12/2026", "2026-12-24"],
    ["2026-12-24", "2026-12-24"],
    ["2027-3-1", "2027-03-01"],
  ])("reads %s as %s", (typed, read) => expect(readDate(typed)).toBe(read));

  it.each(["24 grudnia", "12.2026", "", "2026/12/24"])("leaves %s as typed", (typed) => expect(readDate(typed)).toBe(typed));
});

describe("readPostalCode and readTaxId", () => {
  it("reads a postal code without its dash", () => {
    expect(readPostalCode("00001")).toBe("00-001");
    expect(readPostalCode("00-001")).toBe("00-001");
    expect(readPostalCode("0001")).toBe("0001");
  });

  it("reads a NIP as written on an invoice", () => {
    expect(readTaxId("PL 123-456-78-90")).toBe("1234567890");
    expect(readTaxId("123 456 78 90")).toBe("1234567890");
    expect(readTaxId("12345")).toBe("12345");
  });
});
