import { describe, expect, it } from "vitest";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { checkSlot } from "./slot-check";

const settings = testBookingSettings({
  weeklyHours: { ...sameHoursEveryDay("07:00", "21:00"), sunday: [] },
  exceptions: [{ from: "2027-03-10", to: "2027-03-10", hours: [], note: "szkolenie" }],
  maxPerDay: 1,
});
const service = settings.services[0]!;
const now = new Date("2027-03-01T09:00:00.000Z"); // Monday 10:00 Warsaw
const empty = { occupied: [], sessionStarts: [] };
const at = (iso: string) => Date.parse(iso);

describe("a start time asked for", () => {
  it.each([
    ["in the past", "2027-02-28T09:00:00.000Z", "past", "Ten termin już minął"],
    ["within the notice", "2027-03-01T15:00:00.000Z", "too-soon", "Ten termin jest już za blisko: rezerwacje przyjmuję co najmniej 12 godzin wcześniej."],
    ["beyond the horizon", "2027-04-15T09:00:00.000Z", "too-far", "najwyżej 30 dni naprzód"],
    ["on a Sunday", "2027-03-07T09:00:00.000Z", "closed", "W ten dzień studio jest zamknięte. Wybierz inny dzień."],
    ["on a day off", "2027-03-10T09:00:00.000Z", "closed", "W ten dzień studio jest zamknięte (szkolenie)."],
    ["off the grid", "2027-03-03T09:10:00.000Z", "off-grid", "O tej godzinie nie ma terminu do wyboru"],
    ["after closing", "2027-03-03T20:30:00.000Z", "off-grid", "O tej godzinie nie ma terminu do wyboru"],
  ])("%s is refused with why", (_, start, reason, message) => {
    const check = checkSlot(settings, service, at(start), now, empty);
    expect(check).toMatchObject({ ok: false, reason });
    if (!check.ok) expect(check.message).toContain(message);
  });

  it("is free, taken, or on a full day", () => {
    const start = at("2027-03-03T09:00:00.000Z");
    expect(checkSlot(settings, service, start, now, empty)).toEqual({ ok: true, slot: { start, end: start + 3_600_000 } });
    expect(checkSlot(settings, service, start, now, { occupied: [{ start: start - 600_000, end: start + 600_000 }], sessionStarts: [] })).toMatchObject({
      ok: false,
      reason: "taken",
    });
    expect(checkSlot(settings, service, start, now, { occupied: [], sessionStarts: [start + 4 * 3_600_000] })).toMatchObject({ ok: false, reason: "day-full" });
  });
});
