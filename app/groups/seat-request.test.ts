import { describe, expect, it } from "vitest";
import { companionSchema } from "./seat-request";

describe("a seat's companion", () => {
  it("is nobody when the box is not ticked, whatever name was typed", () => {
    expect(companionSchema.parse({ companionName: "Jan Nowak" })).toEqual({ companion: null });
  });

  it("is the name typed when ticked", () => {
    expect(companionSchema.parse({ companion: "on", companionName: "  Jan Nowak " })).toEqual({ companion: "Jan Nowak" });
  });

  it("needs a name when ticked, and refuses one too long, in Polish", () => {
    const missing = companionSchema.safeParse({ companion: "on", companionName: " " });
    expect(missing.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["companionName"], "Podaj imię i nazwisko osoby towarzyszącej."]]);
    const long = companionSchema.safeParse({ companion: "on", companionName: "x".repeat(101) });
    expect(long.error?.issues[0]?.message).toBe("Imię i nazwisko osoby towarzyszącej może mieć najwyżej 100 znaków.");
  });
});
