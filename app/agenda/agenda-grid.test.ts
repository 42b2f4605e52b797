import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AgendaBooking, AgendaDay, AgendaEntry } from "~/agenda/agenda-week.server";
import { weekGrid } from "./agenda-grid";

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

function booking(id: number, from: number, to: number, status: AgendaBooking["status"] = "confirmed"): AgendaEntry {
  return { kind: "booking", id, clock: clock(from), name: `Anna Nowak ${id}`, status, past: false, span: { from, to } } as AgendaBooking;
}
const day = (date: string, entries: AgendaEntry[], free: number[] = [], closed: string | null = null): AgendaDay => ({
  date,
  title: date,
  entries,
  free: free.map((minute) => ({ start: `${date}T${clock(minute)}:00Z`, label: clock(minute), minute })),
  closed,
  otherHours: null,
});
const week = (...days: AgendaDay[]) => [...days, ...Array.from({ length: 7 - days.length }, (_, index) => day(`2026-12-0${index + 1 + days.length}`, []))];

describe("the week grid", () => {
  it("puts a booking in the hour it starts, greys the hours it goes on into, and offers the free hours", () => {
    const grid = weekGrid(week(day("2026-11-30", [booking(1, 17 * 60 + 30, 19 * 60)], [19 * 60, 20 * 60])));
    expect(grid.hours).toEqual([17, 18, 19, 20]);
    const monday = grid.days[0]!.cells;
    expect(monday[0]).toMatchObject({ kind: "bookings", bookings: [{ id: 1, clock: "17:30", name: "Anna Nowak 1" }] });
    expect(monday[1]).toEqual({ kind: "busy", by: "booking" });
    expect(monday[2]).toMatchObject({ kind: "free", time: { label: "19:00" } });
    expect(monday[3]).toMatchObject({ kind: "free", time: { label: "20:00" } });
    expect(grid.days[1]!.cells.every((cell) => cell.kind === "empty")).toBe(true);
  });

  it("puts a group session in the hour it starts with its seats taken, greys the hours it goes on into, and leaves a cancelled one out", () => {
    const group = (id: number, from: number, status: "open" | "cancelled" = "open"): AgendaEntry => ({
      kind: "group",
      id,
      time: "",
      clock: clock(from),
      title: "Zdrowy kręgosłup",
      taken: 3,
      seats: 6,
      names: [],
      status,
      span: { from, to: from + 90 },
    });
    const grid = weekGrid(week(day("2026-11-30", [group(4, 18 * 60), group(5, 9 * 60, "cancelled")])));
    expect(grid.hours).toEqual([18, 19]);
    expect(grid.days[0]!.cells).toEqual([
      { kind: "group", group: { id: 4, clock: "18:00", title: "Zdrowy kręgosłup", taken: 3, seats: 6 } },
      { kind: "busy", by: "group" },
    ]);
  });

  it("leaves cancelled bookings out, greys a closed day, and is not stretched to midnight by an all-day event", () => {
    const allDay: AgendaEntry = { kind: "private", id: 7, time: "cały dzień", title: "", span: { from: 0, to: 24 * 60 } };
    const grid = weekGrid(week(day("2026-11-30", [booking(1, 9 * 60, 10 * 60, "cancelled"), allDay], [10 * 60]), day("2026-12-01", [], [], "Dzień wolny")));
    expect(grid.hours).toEqual([10]);
    expect(grid.days[0]!.cells).toEqual([{ kind: "free", time: expect.objectContaining({ minute: 600 }) }]);
    expect(grid.days[1]!.cells).toEqual([{ kind: "closed" }]);
  });

  it("shows an empty week from 8 to 20", () => {
    expect(weekGrid(week()).hours).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("shows every booking that is not cancelled exactly once, in the hour it starts, whatever the week holds", () => {
    const stretch = fc
      .tuple(
        fc.integer({ min: 0, max: 23 * 60 }),
        fc.integer({ min: 15, max: 180 }),
        fc.constantFrom("confirmed", "cancelled", "attended") as fc.Arbitrary<AgendaBooking["status"]>,
      )
      .map(([from, length, status]) => ({ from, to: Math.min(from + length, 24 * 60), status }));
    fc.assert(
      fc.property(fc.array(fc.array(stretch, { maxLength: 6 }), { minLength: 7, maxLength: 7 }), (byDay) => {
        let id = 0;
        const days = byDay.map((stretches, index) =>
          day(
            `2026-11-${30 + index}`,
            stretches.map((one) => booking(++id, one.from, one.to, one.status)),
          ),
        );
        const grid = weekGrid(days);
        byDay.forEach((stretches, index) => {
          const shown = grid.days[index]!.cells.flatMap((cell, row) =>
            cell.kind === "bookings" ? cell.bookings.map((one) => ({ id: one.id, hour: grid.hours[row]! })) : [],
          );
          const expected = days[index]!.entries.flatMap((entry) =>
            entry.kind === "booking" && entry.status !== "cancelled" ? [{ id: entry.id, hour: Math.floor(entry.span.from / 60) }] : [],
          );
          expect(shown.toSorted((a, b) => a.id - b.id)).toEqual(expected);
        });
      }),
    );
  });
});
