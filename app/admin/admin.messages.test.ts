import { describe, expect, it } from "vitest";
import { ENQUIRY_GONE, FOREIGN_ORIGIN, NO_ACCESS, OPERATIONS_GUIDE_POINTER, tooManyPhotosMessage } from "./admin.messages";

describe("the panel's doors", () => {
  it("say when to send photos again, the minutes declined for their number: 1, 2, 5, 12, 22", () => {
    expect([1, 2, 5, 12, 22].map(tooManyPhotosMessage)).toEqual([
      "Za dużo zdjęć naraz. Spróbuj ponownie za minutę.",
      "Za dużo zdjęć naraz. Spróbuj ponownie za 2 minuty.",
      "Za dużo zdjęć naraz. Spróbuj ponownie za 5 minut.",
      "Za dużo zdjęć naraz. Spróbuj ponownie za 12 minut.",
      "Za dużo zdjęć naraz. Spróbuj ponownie za 22 minuty.",
    ]);
  });

  it("refuse in plain words", () => {
    expect(NO_ACCESS).toBe("Brak dostępu");
    expect(FOREIGN_ORIGIN).toBe("Brak dostępu: to żądanie nie pochodzi ze strony panelu.");
    expect(ENQUIRY_GONE).toBe("Nie ma takiego zapytania — mogło zostać usunięte.");
  });

  it("points to the operations guide in Polish, naming its file, not quoting its English heading", () => {
    expect(OPERATIONS_GUIDE_POINTER).toContain("docs/operations.md");
    expect(OPERATIONS_GUIDE_POINTER).not.toMatch(/forgotten|sign-in/i);
  });
});
