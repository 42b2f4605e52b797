import { describe, expect, it } from "vitest";
import { PUBLISHED } from "../../tests/support/published-content";
import { contractInfo } from "./contract-info.server";

const services = PUBLISHED.booking.services;
const session = services.find((service) => service.slug === "trening-personalny")!;
const free = services.find((service) => service.price === 0)!;
const order = { slug: "pakiet-8-treningow", name: "Pakiet 8 treningów", sessions: 8, price: 1040, validWeeks: 6 };
const base = { rules: "Zasady odwołania.", day: "2027-03-02", siteUrl: "https://trener.example" };
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const everything = (info: ReturnType<typeof contractInfo>) => plain(JSON.stringify(info));

describe("what /rezerwacja says before a paid order", () => {
  it("is nothing for a free service", () => {
    expect(contractInfo(PUBLISHED, { ...base, service: free, order: null })).toBeNull();
  });

  it("for a session: its price, how and when to pay, the transfer's details, who the trainer is, and the 14 days for withdrawal", () => {
    const info = contractInfo(PUBLISHED, { ...base, service: session, order: null })!;
    expect(info.kind).toBe("session");
    expect(info.facts.map(([label, value]) => [label, plain(value)])).toEqual([
      ["Zamawiasz", "Trening personalny, 60 min — Studio, ul. Sportowa 1, Przykładowo"],
      ["Łączna cena", "150 zł (cena brutto)"],
      ["Płatność", "na miejscu, w dniu treningu: gotówką, przelewem lub BLIK-iem."],
      ["Odstąpienie od umowy", "14 dni od rezerwacji, bez podania przyczyny."],
    ]);
    expect(everything(info)).toContain("Trening personalny 2027-03-02, numer rezerwacji");
    expect(everything(info)).toContain(`NIP ${PUBLISHED.business.taxId}`);
    expect(everything(info)).toContain("Zasady odwołania.");
    expect(info.termsPath).toBe("/regulamin");
    // A personal training session is no sports event: art. 38 ust. 1 pkt 12 is not claimed.
    expect(everything(info)).not.toContain("pkt 12");
  });

  it("for a service with places: the price per person and what the companion's second seat makes, as the booking charges", () => {
    const info = contractInfo(PUBLISHED, { ...base, service: { ...session, seats: 2 }, order: null })!;
    expect(plain(info.facts[1]![1])).toBe("150 zł za osobę, z osobą towarzyszącą 300 zł (cena brutto)");
  });

  it("for a package: the package's whole price, never the session's, the 14 days, art. 35 and the model form", () => {
    const info = contractInfo(PUBLISHED, { ...base, service: session, order })!;
    expect(info.kind).toBe("package");
    const text = everything(info);
    expect(text).toContain("1040 zł za cały pakiet, 8 treningów (cena brutto)");
    expect(text).toContain("8 treningów do wykorzystania w ciągu 6 tygodni od pierwszego treningu");
    expect(text).not.toContain("150 zł");
    expect(text).toContain("na pierwszym treningu");
    expect(text).toContain("art. 35");
    expect(text).toContain("https://trener.example/regulamin#formularz-odstapienia");
    expect(text).not.toContain("pkt 12");
  });
});
