import { describe, expect, it } from "vitest";
import { fillSlugsFromNames } from "./fill-slugs";

describe("fillSlugsFromNames", () => {
  it("makes an empty identifier from the item's name, in plain letters", () => {
    const fields = fillSlugsFromNames(new URLSearchParams({ "packages[2].slug": "", "packages[2].name": "Pakiet 4 treningów — Łódź" }));
    expect(fields.get("packages[2].slug")).toBe("pakiet-4-treningow-lodz");
  });

  it("keeps an identifier that is there: links and other sections name it", () => {
    const fields = fillSlugsFromNames(new URLSearchParams({ "packages[0].slug": "pakiet-8", "packages[0].name": "Pakiet 8 treningów" }));
    expect(fields.get("packages[0].slug")).toBe("pakiet-8");
  });

  it("names a booking service from its price-list item when it has no name of its own", () => {
    const fields = fillSlugsFromNames(new URLSearchParams({ "services[1].slug": " ", "services[1].name": "", "services[1].package": "trening-personalny" }));
    expect(fields.get("services[1].slug")).toBe("trening-personalny");
  });

  it("leaves an item with neither empty, for the form to ask", () => {
    const fields = fillSlugsFromNames(new FormData());
    fields.set("services[0].slug", "");
    expect(fillSlugsFromNames(fields).get("services[0].slug")).toBe("");
  });
});
