import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { dayWithinWithdrawal, firstDayAfterWithdrawal, orderedPackage, startsWithinWithdrawal, withdrawalLastDay } from "./package-order";

const priceList = [
  { slug: "trening-personalny", name: "Trening personalny", price: 150, sessions: 1, validWeeks: null },
  { slug: "pakiet-8-treningow", name: "Pakiet 8 treningów", price: 1040, sessions: 8, validWeeks: 6 },
  { slug: "pakiet-12-treningow", name: "Pakiet 12 treningów", price: 1440, sessions: 12, validWeeks: null, payOnline: "online_full" as const },
  { slug: "prowadzenie-online", name: "Prowadzenie online", price: 390, sessions: 0, validWeeks: null },
];
const service = { offerSlugs: ["pakiet-8-treningow", "pakiet-12-treningow", "prowadzenie-online"] };

describe("orderedPackage", () => {
  it("is the price-list package the service names, with its own validity or the default one", () => {
    expect(orderedPackage(service, priceList, "pakiet-8-treningow")).toEqual({
      slug: "pakiet-8-treningow",
      name: "Pakiet 8 treningów",
      sessions: 8,
      price: 1040,
      validWeeks: 6,
      payOnline: "at_session",
      deposit: null,
    });
    expect(orderedPackage(service, priceList, "pakiet-12-treningow")).toMatchObject({ validWeeks: 12, payOnline: "online_full" });
  });

  it("is nothing for a slug the service does not name, an item without sessions, or none", () => {
    expect(orderedPackage(service, priceList, "trening-personalny")).toBeNull();
    expect(orderedPackage(service, priceList, "prowadzenie-online")).toBeNull();
    expect(orderedPackage({ offerSlugs: ["znikniety"] }, priceList, "znikniety")).toBeNull();
    expect(orderedPackage(service, priceList, null)).toBeNull();
    expect(orderedPackage(service, priceList, "")).toBeNull();
  });
});

describe("the 14 days for withdrawal", () => {
  // 26 November 2026, 01:13 in Warsaw: the order's day is not counted, the 14th day after it is 10 December.
  const ordered = new Date("2026-11-26T00:13:00Z");

  it("end with the 14th day after the order's, in Warsaw", () => {
    expect(withdrawalLastDay(ordered).toString()).toBe("2026-12-10");
    expect(firstDayAfterWithdrawal(ordered).toString()).toBe("2026-12-11");
    // 23:30 UTC is already the next day in Warsaw.
    expect(withdrawalLastDay(new Date("2026-11-25T23:30:00Z")).toString()).toBe("2026-12-10");
  });

  it("hold a session on their last day, not one on the day after", () => {
    expect(startsWithinWithdrawal(Date.parse("2026-12-10T20:00:00Z"), ordered)).toBe(true);
    expect(startsWithinWithdrawal(Date.parse("2026-12-10T23:30:00Z"), ordered)).toBe(false);
    expect(startsWithinWithdrawal(Date.parse("2026-12-11T06:00:00Z"), ordered)).toBe(false);
  });

  it("hold every day from the order's to the last one, and none after", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 }), fc.integer({ min: 0, max: 60 }), (dayOffset, daysLater) => {
        const now = new Date(Date.UTC(2026, 0, 1, 10) + dayOffset * 86_400_000);
        const orderDay = Temporal.PlainDate.from("2026-01-01").add({ days: dayOffset });
        expect(dayWithinWithdrawal(orderDay.add({ days: daysLater }), now)).toBe(daysLater <= 14);
      }),
    );
  });
});
