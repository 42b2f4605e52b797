import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeDraft, sameValue } from "./editor-draft";

const base = {
  packages: [
    { name: "Pakiet 8 treningów", price: "1040" },
    { name: "Trening", price: "150" },
  ],
  notes: ["Ceny brutto."],
};

describe("mergeDraft", () => {
  it("carries the trainer's change onto a newer publish that changed another field", () => {
    const mine = { ...base, packages: [{ name: "Pakiet 8 treningów", price: "1100" }, base.packages[1]] };
    const theirs = { ...base, notes: ["Ceny brutto, płatne z góry."] };
    expect(mergeDraft(base, mine, theirs)).toEqual({
      value: { packages: [{ name: "Pakiet 8 treningów", price: "1100" }, base.packages[1]], notes: ["Ceny brutto, płatne z góry."] },
      conflicts: [],
    });
  });

  it("keeps the trainer's value where both changed the same field, and names it", () => {
    const mine = { ...base, packages: [{ name: "Pakiet 8 treningów", price: "1100" }, base.packages[1]] };
    const theirs = { ...base, packages: [{ name: "Pakiet 8 treningów", price: "990" }, base.packages[1]] };
    const merged = mergeDraft(base, mine, theirs);
    expect(merged.conflicts).toEqual([["packages", 0, "price"]]);
    expect(merged.value).toEqual(mine);
  });

  it("takes a list whose length changed as one field", () => {
    const mine = { ...base, packages: [base.packages[0]] };
    const theirs = { ...base, packages: [base.packages[0], { name: "Trening", price: "160" }] };
    expect(mergeDraft(base, mine, theirs).conflicts).toEqual([["packages"]]);
  });

  it("treats an empty field and a missing one as the same", () => {
    expect(sameValue({ name: "", price: "1" }, { price: "1" })).toBe(true);
  });

  const formValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom("", "a", "b", "150"),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("x", "y", "z"), tie("value"), { maxKeys: 3 }),
    ),
  })).value;

  it("never loses a side that alone changed, and is the identity when nothing changed", () => {
    fc.assert(
      fc.property(formValue, formValue, (base, other) => {
        expect(sameValue(mergeDraft(base, base, other).value, other)).toBe(true);
        expect(sameValue(mergeDraft(base, other, base).value, other)).toBe(true);
        expect(mergeDraft(base, other, other).conflicts).toEqual([]);
      }),
    );
  });
});
