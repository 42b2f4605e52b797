// Random lives of bookings on an injected clock that crosses the 2027 change
// to summer time: book, move, cancel, mark, block, edit the hours, let time
// pass. After every step the database holds what the state machine promises.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingSettings } from "../../content/booking-schema";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { freeSlotsByDay } from "~/scheduling/availability";
import { cellsBetween } from "./booking-cells.server";
import { bookSession, changeBooking } from "./booking-store.server";
import { blockTime } from "./calendar-blocks.server";
import { calendarFrom } from "~/scheduling/calendar-queries.server";
import { claimSlot } from "~/scheduling/free-times.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Friday before the night of 28 March 2027, when clocks go forward.
const START = Date.parse("2027-03-26T07:00:00.000Z");

const settingsWith = (from: string, to: string): BookingSettings =>
  testBookingSettings({
    weeklyHours: sameHoursEveryDay(from, to),
    minNoticeHours: 2,
    horizonDays: 5,
    maxPerDay: 6,
    maxFuturePerEmail: 20,
    cancelCutoffHours: 3,
  });

const HOURS = [
  ["00:00", "02:30"],
  ["07:00", "12:00"],
  ["09:00", "21:00"],
  ["16:00", "24:00"],
] as const;

const step = fc.oneof(
  fc.record({ kind: fc.constant("book" as const), pick: fc.nat(200) }),
  fc.record({ kind: fc.constant("move" as const), which: fc.nat(20), pick: fc.nat(200), by: fc.constantFrom("client" as const, "trainer" as const) }),
  fc.record({ kind: fc.constant("cancel" as const), which: fc.nat(20), by: fc.constantFrom("client" as const, "trainer" as const) }),
  fc.record({ kind: fc.constant("mark" as const), which: fc.nat(20), outcome: fc.constantFrom("attended" as const, "no_show" as const) }),
  fc.record({ kind: fc.constant("block" as const), pick: fc.nat(200), minutes: fc.constantFrom(30, 60, 120) }),
  fc.record({ kind: fc.constant("hours" as const), which: fc.nat(HOURS.length - 1) }),
  fc.record({ kind: fc.constant("wait" as const), hours: fc.integer({ min: 1, max: 30 }) }),
);

describe.each(DIALECTS)("a booking's life on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  // Generated sequences of up to 20 steps, each run against the database: its time is the number of cases.
  it("keeps cells only for confirmed bookings, exactly their time, and offers only times that can be taken", async () => {
    let keys = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        await test.db.deleteFrom("bookings").execute();
        await test.db.deleteFrom("calendar_blocks").execute();
        let now = new Date(START);
        let settings = settingsWith("09:00", "21:00");
        const service = settings.services[0]!;
        const made: number[] = [];
        const freeStarts = async () => [...freeSlotsByDay(settings, service, now, await calendarFrom(test.db, now)).values()].flat();
        const pickFree = async (pick: number) => {
          const free = await freeStarts();
          return free.length ? free[pick % free.length]!.start : undefined;
        };

        for (const action of steps) {
          if (action.kind === "book") {
            const start = await pickFree(action.pick);
            if (start === undefined) continue;
            const outcome = await claimSlot(test.db, { settings, service, start, now }, async (slot) => {
              const booked = await bookSession(
                test.db,
                {
                  service,
                  place: "Studio",
                  ...slot,
                  bufferMs: settings.bufferMinutes * MINUTE,
                  name: "A",
                  email: "a@example.com",
                  phone: "",
                  notes: "",
                  submissionKey: `p-${++keys}`,
                },
                now,
              );
              return booked.kind === "taken" ? "taken" : booked.booking;
            });
            // A time just offered, on one thread, is taken.
            expect(outcome.ok).toBe(true);
            if (outcome.ok) made.push(outcome.value.id);
          } else if ((action.kind === "move" || action.kind === "cancel" || action.kind === "mark") && made.length) {
            const id = made[action.which % made.length]!;
            if (action.kind === "cancel") {
              await changeBooking(test.db, id, action.by === "client" ? { kind: "cancel", by: "client" } : { kind: "cancel", by: "trainer", message: "" }, {
                now,
                cutoffHours: settings.cancelCutoffHours,
              });
            } else if (action.kind === "mark") {
              await changeBooking(test.db, id, { kind: action.outcome }, { now });
            } else {
              const free = [...freeSlotsByDay(settings, service, now, await calendarFrom(test.db, now, id)).values()].flat();
              if (!free.length) continue;
              const slot = free[action.pick % free.length]!;
              const moved = await changeBooking(
                test.db,
                id,
                { kind: "move", by: action.by, slot: { ...slot, bufferMs: settings.bufferMinutes * MINUTE } },
                { now, cutoffHours: settings.cancelCutoffHours },
              );
              // A time offered for a move (its own time counting as free) is never refused as taken.
              if (!moved.ok) expect(moved.reason).not.toBe("taken");
            }
          } else if (action.kind === "block") {
            const start = await pickFree(action.pick);
            if (start !== undefined) await blockTime(test.db, { start, end: start + action.minutes * MINUTE, note: "" }, now);
          } else if (action.kind === "hours") {
            const [from, to] = HOURS[action.which]!;
            settings = settingsWith(from, to);
          } else if (action.kind === "wait") {
            now = new Date(now.getTime() + action.hours * HOUR);
          }

          expect(await bookingInvariantViolations(test.db)).toEqual([]);
          // Every time offered is free in the cells too: nothing is shown free but refused.
          const held = new Set((await test.db.selectFrom("booking_cells").select("cell_at").execute()).map((cell) => cell.cell_at));
          for (const slot of await freeStarts()) {
            expect(cellsBetween(slot.start, slot.end + settings.bufferMinutes * MINUTE).filter((cell) => held.has(cell))).toEqual([]);
          }
        }
      }),
      { numRuns: 25, seed: 26, verbose: true },
    );
  }, 120_000);
});
