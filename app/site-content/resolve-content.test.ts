import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "../../content/booking-schema";
import { hoursBeforePhrase } from "./content-facts";
import { initialContent } from "./live-content.server";
import { contentWith } from "../../tests/support/content-draft";
import { openingHoursOf, resolveContent } from "./resolve-content";

const documents = initialContent();

describe("one set of facts", () => {
  it("gives a booking service from the price list that item's name and price, and follows a change there", () => {
    const raised = resolveContent(contentWith((draft) => (draft.offer.packages.find((item) => item.slug === "trening-personalny")!.price = 160)));
    const service = raised.booking.services.find((candidate) => candidate.slug === "trening-personalny")!;
    expect(service).toMatchObject({ name: "Trening personalny", price: 160 });
    // A service that is not in the price list keeps its own.
    expect(raised.booking.services.find((candidate) => candidate.slug === "konsultacja")).toMatchObject({ name: "Bezpłatna konsultacja", price: 0 });
  });

  it("says what a package of sessions is for, from its count, its price and the service's length", () => {
    const site = resolveContent(
      contentWith((draft) => {
        draft.booking.services.find((candidate) => candidate.slug === "trening-personalny")!.durationMinutes = 75;
        draft.offer.packages.push(
          { ...draft.offer.packages[1]!, slug: "dwa", price: 300, sessions: 2 },
          { ...draft.offer.packages[1]!, slug: "piec", price: 700, sessions: 5 },
          { ...draft.offer.packages[1]!, slug: "dwadziescia-dwa", price: 2500, sessions: 22 },
        );
      }),
    );
    // Prices keep their no-break space; read here as plain spaces.
    const per = Object.fromEntries(site.offer.packages.map((item) => [item.slug, item.per.replaceAll("\u00a0", " ")]));
    expect(per).toMatchObject({
      "trening-personalny": "za trening (75 minut)",
      "pakiet-8-treningow": "za 8 treningów (130 zł za trening)",
      "pakiet-12-treningow": "za 12 treningów (120 zł za trening)",
      dwa: "za 2 treningi (150 zł za trening)",
      piec: "za 5 treningów (140 zł za trening)",
      "dwadziescia-dwa": "za 22 treningi (ok. 114 zł za trening)",
      "prowadzenie-online": "za miesiąc",
    });
  });

  it("shows the booking's week as the opening hours, days in a row with the same hours together", () => {
    expect(resolveContent(documents).business.openingHours).toEqual([
      { days: "poniedziałek–piątek", dayCodes: ["Mo", "Tu", "We", "Th", "Fr"], ranges: [{ from: "07:00", to: "21:00" }] },
      { days: "sobota", dayCodes: ["Sa"], ranges: [{ from: "08:00", to: "14:00" }] },
    ]);
    const split = [
      { from: "07:00", to: "12:00" },
      { from: "16:00", to: "21:00" },
    ];
    const week = Object.fromEntries(WEEKDAYS.map((day) => [day, day === "wednesday" ? [] : split]));
    expect(openingHoursOf(week as never).map((group) => group.days)).toEqual(["poniedziałek i wtorek", "czwartek–niedziela"]);
    expect(openingHoursOf(week as never)[0]!.ranges).toEqual(split);
  });

  it("changes the contact page's hours with the booking's Saturday", () => {
    const site = resolveContent(contentWith((draft) => (draft.booking.weeklyHours.saturday = [{ from: "09:00", to: "13:00" }])));
    expect(site.business.openingHours.find((group) => group.days === "sobota")!.ranges).toEqual([{ from: "09:00", to: "13:00" }]);
  });

  it("fills the placeholders in free text from the settings", () => {
    const site = resolveContent(contentWith((draft) => (draft.booking.cancelCutoffHours = 6)));
    expect(site.offer.notes).toContain("Trening można odwołać lub przełożyć najpóźniej 6 godzin przed terminem.");
    expect(site.offer.notes).toContain("Pierwsza konsultacja (30 minut, w studiu albo online) jest bezpłatna.");
    expect(site.home.faq.map((entry) => entry.answer).join(" ")).toContain("dwa treningi w tygodniu po 60 minut");
    expect(site.pages.contact.description).toContain("odpowiem w ciągu 24 godzin");
    expect(JSON.stringify(site)).not.toMatch(/\{(termin|czas|miejsce)[^}]*\}/);
  });

  it("puts the cut-off's hours in the form their number needs", () => {
    expect([0, 1, 2, 4, 5, 12, 13, 22, 24].map(hoursBeforePhrase)).toEqual([
      "do chwili rozpoczęcia",
      "najpóźniej godzinę przed terminem",
      "najpóźniej 2 godziny przed terminem",
      "najpóźniej 4 godziny przed terminem",
      "najpóźniej 5 godzin przed terminem",
      "najpóźniej 12 godzin przed terminem",
      "najpóźniej 13 godzin przed terminem",
      "najpóźniej 22 godziny przed terminem",
      "najpóźniej 24 godziny przed terminem",
    ]);
  });

  it("gives search engines the price list's range", () => {
    expect(resolveContent(documents).business.priceRange).toBe("150–1440\u00a0zł");
  });
});
