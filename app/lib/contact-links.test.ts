import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./contact-links";

describe("contact links", () => {
  it("dial the digits of a displayed number", () => {
    expect(telHref("+48 601 202 303")).toBe("tel:+48601202303");
  });

  it("reply with the subject filled in, the address unable to add fields", () => {
    expect(mailtoHref("anna.nowak@example.com", "Odpowiedź na Twoje zapytanie — Jan")).toBe(
      "mailto:anna.nowak@example.com?subject=Odpowied%C5%BA%20na%20Twoje%20zapytanie%20%E2%80%94%20Jan",
    );
    expect(mailtoHref("a?cc=x@example.com&bcc=y", "Re")).toBe("mailto:a%3Fcc%3Dx@example.com%26bcc%3Dy?subject=Re");
  });
});
