import { describe, expect, it } from "vitest";
import { NO_NAME, REPLY_HINT } from "./email.messages";

describe("the words every mail to the trainer shares", () => {
  it("tells how to answer and stands in for a missing name", () => {
    expect(REPLY_HINT).toBe("Aby odpowiedzieć, kliknij „Odpowiedz”: wiadomość trafi prosto do tej osoby.");
    expect(NO_NAME).toBe("(bez imienia)");
  });
});
