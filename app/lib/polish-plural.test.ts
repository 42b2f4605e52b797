import { describe, expect, it } from "vitest";
import { polishPlural } from "./polish-plural";

describe("polishPlural", () => {
  it("picks the Polish form for the count", () => {
    const forms = { one: "zapytanie", few: "zapytania", many: "zapytań" };
    expect([0, 1, 2, 4, 5, 12, 22, 25, 101].map((n) => `${n} ${polishPlural(n, forms)}`)).toEqual([
      "0 zapytań",
      "1 zapytanie",
      "2 zapytania",
      "4 zapytania",
      "5 zapytań",
      "12 zapytań",
      "22 zapytania",
      "25 zapytań",
      "101 zapytań",
    ]);
  });
});
