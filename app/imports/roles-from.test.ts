import { describe, expect, it } from "vitest";
import { rolesToImport } from "./roles-from";

describe("the roles an import writes with", () => {
  it("leave the notes column out unless the trainer ticked that it holds no health data", () => {
    const roles = ["full-name", "email", "notes", "phone"] as const;
    expect(rolesToImport([...roles], false)).toEqual(["full-name", "email", "skip", "phone"]);
    expect(rolesToImport([...roles], true)).toEqual([...roles]);
  });
});
