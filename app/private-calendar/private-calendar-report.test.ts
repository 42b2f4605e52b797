import { describe, expect, it } from "vitest";
import { isComplete, reportText } from "./private-calendar-report";

describe("reportText", () => {
  it("names what was left out, with why, in Polish with the right plural", () => {
    const report = {
      skipped: [
        { title: "Joga", reason: "too-often" as const },
        { title: "Dyżur", reason: "too-far" as const },
      ],
      unnamed: 0,
      truncated: false,
    };
    expect(reportText(report)).toBe(
      "Pominięto 2 wydarzenia: „Joga” (powtarza się częściej niż raz na minutę), „Dyżur” (zaczyna się tak dawno, że strona nie doliczy jego powtórzeń do dzisiaj).",
    );
    expect(isComplete(report)).toBe(false);
  });

  it("counts what it does not name, and says which events keep only their nearest times", () => {
    const many = Array.from({ length: 6 }, (_, index) => ({ title: index === 0 ? "" : `Zajęcia ${index}`, reason: "unreadable" as const }));
    const text = reportText({ skipped: [...many, { title: "Co godzinę", reason: "too-many-times" }], unnamed: 3, truncated: true });
    expect(text).toMatch(
      /^Pominięto 9 wydarzeń: wydarzenie bez tytułu \(jego reguły powtarzania nie da się odczytać\), „Zajęcia 1” .*, „Zajęcia 4” \([^)]*\) i 4 inne\. /,
    );
    expect(text).toContain("Z 1 wydarzenia strona bierze tylko najbliższe 1500 terminów: „Co godzinę”.");
    expect(text).toContain("blokują tylko najbliższe.");
  });

  it("says nothing when nothing was left out", () => {
    const complete = { skipped: [], unnamed: 0, truncated: false };
    expect(reportText(complete)).toBe("");
    expect(isComplete(complete)).toBe(true);
  });
});
