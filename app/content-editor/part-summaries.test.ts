import { describe, expect, it } from "vitest";
import { itemSummary, partSummary, weekSummary } from "./part-summaries";

const nbsp = (text: string) => text.replace(/\s/g, " ");

describe("folded parts' summaries", () => {
  it("names a price-list item with its price", () => {
    expect(nbsp(itemSummary("offer", ["packages"], { name: "Pakiet 8 treningów", price: "1040" }, []))).toBe("Pakiet 8 treningów — 1040 zł");
  });

  it("says a day off as a range in words", () => {
    expect(nbsp(itemSummary("booking", ["exceptions"], { from: "2026-12-24", to: "2026-12-31", note: "urlop", hours: [] }, []))).toBe(
      "urlop: 24–31 grudnia 2026, 8 dni",
    );
    expect(nbsp(itemSummary("booking", ["exceptions"], { from: "2027-03-03", to: "2027-03-03", hours: [{ from: "10:00", to: "14:00" }] }, []))).toBe(
      "inne godziny: 3 marca 2027, 1 dzień, 10:00–14:00",
    );
  });

  it("names a booking service from its price-list item", () => {
    const packages = [{ value: "trening", label: "Trening personalny — 150 zł" }];
    expect(nbsp(itemSummary("booking", ["services"], { package: "trening", name: "", durationMinutes: "60" }, packages))).toBe(
      "Trening personalny — 150 zł — 60 min",
    );
  });

  it("runs equal days of the week together", () => {
    const day = [{ from: "07:00", to: "21:00" }];
    expect(weekSummary({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: [{ from: "09:00", to: "13:00" }], sunday: [] })).toBe(
      "pon.–pt. 07:00–21:00, sob. 09:00–13:00, niedz. wolne",
    );
  });

  it("lists a list's items by their titles", () => {
    expect(
      partSummary(
        "offer",
        ["packages"],
        [
          { name: "Trening", price: "150" },
          { name: "Pakiet 8", price: "1040" },
        ],
        [],
      ),
    ).toBe("Trening · Pakiet 8");
    expect(partSummary("offer", ["notes"], [], [])).toBe("brak");
  });
});

describe("a group of loose fields", () => {
  it("says each field in its few words", () => {
    expect(partSummary("booking", [], { startEveryMinutes: "30", bufferMinutes: "15", minNoticeHours: "12" }, [])).toBe(
      "start co 30 min · przerwa 15 min · rezerwacja do 12 h przed",
    );
  });
});
