import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mailtoHref, smsHref, telHref, whatsAppHref } from "./contact-links";

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

  it("text from the trainer's phone with the message filled in, by SMS and by WhatsApp", () => {
    expect(smsHref("+48 601 202 303", "Do zobaczenia o 18:00!")).toBe("sms:+48601202303?&body=Do%20zobaczenia%20o%2018%3A00!");
    expect(whatsAppHref("601 202 303", "Cześć")).toBe("https://wa.me/48601202303?text=Cze%C5%9B%C4%87");
    expect(whatsAppHref("+48 601-202-303", "x")).toBe("https://wa.me/48601202303?text=x");
    expect(whatsAppHref("0049 151 2345 6789", "x")).toBe("https://wa.me/4915123456789?text=x");
  });

  it("whatever the text, it comes back whole and adds no field to either link", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const sms = new URL(smsHref("+48 601 202 303", text));
        expect(sms.protocol).toBe("sms:");
        expect(new URLSearchParams(sms.search.slice(1)).getAll("body")).toEqual([text]);
        const whatsApp = new URL(whatsAppHref("601 202 303", text));
        expect([...whatsApp.searchParams.keys()]).toEqual(["text"]);
        expect(whatsApp.searchParams.get("text")).toBe(text);
      }),
    );
  });
});
