import { describe, expect, it } from "vitest";
import { bookingButtonHtml } from "./reach.messages";

describe("the booking button for another website", () => {
  it("links the booking page with its own inline look, the address escaped for the attribute", () => {
    const html = bookingButtonHtml('https://trener.example/rezerwacja?z=a&b="c"');
    expect(html).toMatch(/^<a href="https:\/\/trener\.example\/rezerwacja\?z=a&amp;b=&quot;c&quot;" style="[^"]+">Zarezerwuj trening<\/a>$/);
  });
});
