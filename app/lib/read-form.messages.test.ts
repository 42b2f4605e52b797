import { describe, expect, it } from "vitest";
import { FORM_READ_PROBLEMS } from "./read-form.messages";

describe("readForm's messages", () => {
  it("asks for one thing to do in each, naming no one form", () => {
    for (const message of Object.values(FORM_READ_PROBLEMS)) expect(message).toMatch(/^[A-Z][^.]+\. [A-ZŁŚŻ].+ (ponownie|raz)\.$/);
  });
});
