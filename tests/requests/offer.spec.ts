// What the offer promises, it books: each priced item on /oferta that can be
// booked online leads with "Zarezerwuj" (one session) or "Kup pakiet" (a
// package, bought with its first session), and the contact form is the
// second choice ("Mam pytanie"); an item that cannot be booked online keeps
// "Wybieram", the contact form. In the HTML as sent, before any script runs.
import { expect, test } from "@playwright/test";
import { accessibleText, openPage } from "../support/html-page";

test("each priced item books or buys itself as its main link, the contact form second", async ({ request }) => {
  const page = await openPage(request, "/oferta");
  const cards = [...page.document.querySelectorAll(".price-card")].map((card) => ({
    name: card.querySelector("h3")!.textContent!.trim(),
    links: [...card.querySelectorAll("a")].map((link) => [accessibleText(link), link.getAttribute("href"), link.className.split(" ")[0]]),
  }));
  expect(cards).toEqual([
    {
      name: "Trening personalny",
      links: [
        ["Zarezerwuj: Trening personalny", "/rezerwacja?usluga=trening-personalny", "button-secondary"],
        ["Mam pytanie: Trening personalny", "/kontakt?usluga=trening-personalny", "text-link"],
      ],
    },
    {
      name: "Pakiet 8 treningów",
      links: [
        ["Kup pakiet: Pakiet 8 treningów", "/rezerwacja?usluga=trening-personalny&pakiet=pakiet-8-treningow", "button-primary"],
        ["Mam pytanie: Pakiet 8 treningów", "/kontakt?usluga=pakiet-8-treningow", "text-link"],
      ],
    },
    {
      name: "Pakiet 12 treningów",
      links: [
        ["Kup pakiet: Pakiet 12 treningów", "/rezerwacja?usluga=trening-personalny&pakiet=pakiet-12-treningow", "button-secondary"],
        ["Mam pytanie: Pakiet 12 treningów", "/kontakt?usluga=pakiet-12-treningow", "text-link"],
      ],
    },
    { name: "Prowadzenie online", links: [["Wybieram: Prowadzenie online", "/kontakt?usluga=prowadzenie-online", "button-secondary"]] },
    { name: "Kompletny plan", links: [["Wybieram: Kompletny plan", "/kontakt?usluga=kompletny-plan", "button-secondary"]] },
  ]);
});
