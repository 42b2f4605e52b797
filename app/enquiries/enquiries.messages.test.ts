import { describe, expect, it } from "vitest";
import { ENQUIRY_FORM_ERRORS, tooManyEnquiries } from "./enquiries.messages";

describe("the contact form's messages", () => {
  it("says when to try again in the form each number needs", () => {
    expect([1, 2, 5, 12, 22].map((minutes) => /ponownie (.+?) albo/.exec(tooManyEnquiries(minutes))![1])).toEqual([
      "za minutę",
      "za 2 minuty",
      "za 5 minut",
      "za 12 minut",
      "za 22 minuty",
    ]);
  });

  it("names the message typed when the form's stamp is refused", () => {
    expect(ENQUIRY_FORM_ERRORS.expired).toMatch(/Skopiuj swoją wiadomość/);
    expect(ENQUIRY_FORM_ERRORS.unconfirmed).toMatch(/wyślij wiadomość ponownie\.$/);
  });
});
