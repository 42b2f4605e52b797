import { describe, expect, it } from "vitest";
import { fieldsHolding } from "./field-paths";

describe("fieldsHolding", () => {
  it("names the form fields that hold a value, as Conform names them", () => {
    const value = { intro: { photo: "a.jpg" }, items: [{ photo: "b.jpg" }, { photo: "a.jpg", caption: "a.jpg" }], title: "x" };
    expect(fieldsHolding(value, ["a.jpg"])).toEqual(["intro.photo", "items[1].photo", "items[1].caption"]);
    expect(fieldsHolding(value, ["c.jpg"])).toEqual([]);
  });
});
