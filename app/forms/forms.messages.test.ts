import { describe, expect, it } from "vitest";
import { stampProblem } from "./forms.messages";

describe("a form stamp's problem", () => {
  it("tells an expired form from one that cannot be confirmed, and names no one form", () => {
    expect(stampProblem("expired")).toBe("Formularz był otwarty zbyt długo. Skopiuj to, co wpisano, odśwież stronę i wyślij ponownie.");
    expect(stampProblem("missing")).toBe("Nie udało się potwierdzić formularza. Odśwież stronę i wyślij go ponownie.");
    expect(stampProblem("forged")).toBe(stampProblem("missing"));
  });
});
