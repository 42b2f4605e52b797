import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AGENDA_QUERY, agendaBackHref, blockTimesHref, blockTimesIn, bookingAnchor } from "./agenda-query";

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const day = fc.date({ min: new Date("2024-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

describe("the hours a cancelled booking offers to the block form", () => {
  it("come back from the address exactly as the link wrote them", () => {
    fc.assert(
      fc.property(day, clock, clock, (date, from, to) => {
        const address = new URL(`https://example.com/admin/kalendarz${blockTimesHref({ date, from, to })}`);
        expect(address.searchParams.get(AGENDA_QUERY.day)).toBe(date);
        expect(address.hash).toBe("#zablokuj");
        expect(blockTimesIn(address.searchParams.get(AGENDA_QUERY.block))).toEqual({ date, from, to });
      }),
    );
  });

  it("are nothing for an address that was not written by the link", () => {
    for (const value of [null, "", "2026-11-27", "2026-11-27,15:00", "2026-11-27,24:00,25:00", "2026-11-27,15:00,16:00,x", "<script>,15:00,16:00"]) {
      expect(blockTimesIn(value)).toBeNull();
    }
  });
});

describe("the agenda after a button's post", () => {
  it("opens the booking the button changed, on the week it was on, and scrolls to it", () => {
    const address = new URL(`https://example.com/admin/kalendarz${agendaBackHref("2020-01-06", 7)}`);
    expect(address.searchParams.get(AGENDA_QUERY.day)).toBe("2020-01-06");
    expect(address.searchParams.get(AGENDA_QUERY.booking)).toBe("7");
    expect(address.hash).toBe(`#${bookingAnchor(7)}`);
  });

  it("is today's agenda or the week alone when no booking was changed", () => {
    expect(agendaBackHref(null, null)).toBe("");
    expect(agendaBackHref("2020-01-06", null)).toBe(`?${AGENDA_QUERY.day}=2020-01-06`);
    expect(agendaBackHref(null, 7)).toBe(`?${AGENDA_QUERY.booking}=7#${bookingAnchor(7)}`);
  });
});
