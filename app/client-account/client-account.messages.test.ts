import { describe, expect, it } from "vitest";
import { PAGE_NOTICES } from "./client-account.messages";

describe("the words of /moje-treningi", () => {
  it("says a cancel is done whatever was cancelled (a training or a consultation), for a client of either gender", () => {
    expect(PAGE_NOTICES.odwolana).toBe("Termin odwołany: jest znów wolny dla innych.");
    expect(PAGE_NOTICES.odwolana).not.toMatch(/^Trening|odwołał[aeo]?ś/);
  });
});
