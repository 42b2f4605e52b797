import { describe, expect, it } from "vitest";
import {
  editedEvent,
  historyAuthor,
  offerLine,
  packagesToRenew,
  ONLINE_ORDER_AUTHOR,
  paidEvent,
  returnedEvent,
  soldEvent,
  TRAINER_AUTHOR,
  usedEvent,
} from "./packages.messages";

describe("a package's history and toasts", () => {
  it("counts the sessions left in the right form", () => {
    const cases: [number, string][] = [
      [1, "został 1 z 30"],
      [2, "zostały 2 z 30"],
      [5, "zostało 5 z 30"],
      [12, "zostało 12 z 30"],
      [22, "zostały 22 z 30"],
    ];
    for (const [left, phrase] of cases) {
      expect(usedEvent({ when: "2 marca 18:00", status: "attended", left, sessions: 30 })).toBe(`trening 2 marca 18:00 — odbył się (${phrase})`);
      expect(returnedEvent({ when: "2 marca 18:00", status: "confirmed", left, sessions: 30 })).toBe(
        `trening 2 marca 18:00 — zmieniono na: bez wyniku, trening wraca do pakietu (${phrase})`,
      );
    }
    expect(usedEvent({ when: "2 marca 18:00", status: "no_show", left: 0, sessions: 10 })).toBe("trening 2 marca 18:00 — nieobecność (zostało 0 z 10)");
  });

  it("says the validity in weeks in the right form", () => {
    const cases: [number, string][] = [
      [1, "1 tydzień"],
      [2, "2 tygodnie"],
      [5, "5 tygodni"],
      [12, "12 tygodni"],
      [22, "22 tygodnie"],
    ];
    for (const [weeks, phrase] of cases) {
      expect(soldEvent({ name: "Pakiet 10", price: 1400, paid: false, validWeeks: weeks, validFrom: "sale" })).toMatch(
        new RegExp(`^sprzedano: Pakiet 10, 1400 zł, do zapłaty, ważny ${phrase} od sprzedaży$`),
      );
    }
    expect(editedEvent({ validity: { weeks: 12, from: "first_session" } })).toBe("zmieniono: ważny 12 tygodni od pierwszego treningu");
  });

  it("lists only what a correction changed, and nothing when nothing did", () => {
    expect(editedEvent({ sessions: 12, price: 1600 })).toMatch(/^zmieniono: treningów: 12, cena: 1600 zł$/);
    expect(editedEvent({})).toBeNull();
    expect(paidEvent(true, "gotówka, 1040 zł")).toBe("oznaczono jako opłacony: gotówka, 1040 zł");
    expect(paidEvent(false)).toBe("oznaczono jako do zapłaty");
  });
});

describe("an offer in the sale form", () => {
  it("says its validity in weeks in the right form", () => {
    for (const [weeks, phrase] of [
      [1, "1 tydzień"],
      [2, "2 tygodnie"],
      [5, "5 tygodni"],
      [12, "12 tygodni"],
      [22, "22 tygodnie"],
    ] as const) {
      expect(offerLine({ name: "Pakiet 10 treningów", price: 1400, weeks })).toBe(`Pakiet 10 treningów — 1400 zł, ważny ${phrase}`);
    }
  });
});

describe("who changed a package, in its history", () => {
  it("is the trainer of the site's gender for a change made in the panel, and anyone else as stored", () => {
    expect(historyAuthor(TRAINER_AUTHOR, "feminine")).toBe("trenerka (panel)");
    expect(historyAuthor(TRAINER_AUTHOR, "masculine")).toBe("trener (panel)");
    expect(historyAuthor(ONLINE_ORDER_AUTHOR, "feminine")).toBe(ONLINE_ORDER_AUTHOR);
  });

  it("counts the packages to renew in the agenda's folded line", () => {
    expect(packagesToRenew(1)).toBe("1 pakiet do przedłużenia");
    expect(packagesToRenew(3)).toBe("3 pakiety do przedłużenia");
    expect(packagesToRenew(12)).toBe("12 pakietów do przedłużenia");
  });
});
