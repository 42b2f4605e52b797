import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { WEEKDAYS, type BookingSettings, type TimeRange } from "~content/booking-schema";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { closedWeekText, dayStatus } from "./agenda-days";

const date = (text: string) => Temporal.PlainDate.from(text);
/** Monday to Friday 07:00–21:00, Saturday 08:00–14:00, Sunday closed: the site's initial week. */
const week = { ...sameHoursEveryDay("07:00", "21:00"), saturday: [{ from: "08:00", to: "14:00" }], sunday: [] };
const settings = (exceptions: ReturnType<typeof testBookingSettings>["exceptions"] = []) => testBookingSettings({ weeklyHours: week, exceptions });

describe("what kind of day the agenda says a date is", () => {
  it("an ordinary working day says nothing", () => {
    expect(dayStatus(settings(), date("2026-11-25"))).toEqual({ closed: null, otherHours: null });
  });

  it("a weekday without hours is closed, in words", () => {
    expect(dayStatus(settings(), date("2026-11-29")).closed).toBe("Nie pracujesz w niedziele");
    const noTuesdays = testBookingSettings({ weeklyHours: { ...week, tuesday: [] } });
    expect(dayStatus(noTuesdays, date("2026-11-24")).closed).toBe("Nie pracujesz we wtorki");
  });

  it("a public holiday is closed with its name, never „Święto: Święto …”", () => {
    expect(dayStatus(settings(), date("2026-12-25")).closed).toBe("Święto: Boże Narodzenie");
    expect(dayStatus(settings(), date("2026-12-24")).closed).toBe("Święto: Wigilia Bożego Narodzenia");
    expect(dayStatus(settings(), date("2027-05-01")).closed).toBe("Święto Pracy");
    expect(dayStatus(settings(), date("2026-11-11")).closed).toBe("Narodowe Święto Niepodległości");
  });

  it("a day off shows its note", () => {
    const off = settings([{ from: "2026-11-23", to: "2026-11-24", hours: [], note: "urlop" }]);
    expect(dayStatus(off, date("2026-11-24"))).toEqual({ closed: "Dzień wolny: urlop", otherHours: null });
    expect(dayStatus(settings([{ from: "2026-11-23", to: "2026-11-23", hours: [], note: "" }]), date("2026-11-23")).closed).toBe("Dzień wolny");
  });

  it("an exception with hours shows them, says when it opens a holiday, and says nothing when they are the week's", () => {
    const shorter = settings([{ from: "2026-11-26", to: "2026-11-26", hours: [{ from: "10:00", to: "14:00" }], note: "szkolenie" }]);
    expect(dayStatus(shorter, date("2026-11-26"))).toEqual({ closed: null, otherHours: "Inne godziny: 10:00–14:00 (szkolenie)" });
    const split = settings([
      {
        from: "2026-11-27",
        to: "2026-11-27",
        hours: [
          { from: "07:00", to: "10:00" },
          { from: "16:00", to: "21:00" },
        ],
        note: "",
      },
    ]);
    expect(dayStatus(split, date("2026-11-27")).otherHours).toBe("Inne godziny: 07:00–10:00, 16:00–21:00");
    const openOnHoliday = settings([{ from: "2027-01-06", to: "2027-01-06", hours: [{ from: "09:00", to: "12:00" }], note: "" }]);
    expect(dayStatus(openOnHoliday, date("2027-01-06"))).toEqual({ closed: null, otherHours: "Otwarte mimo święta (Święto Trzech Króli): 09:00–12:00" });
    const usual = settings([{ from: "2026-11-25", to: "2026-11-25", hours: [{ from: "07:00", to: "21:00" }], note: "" }]);
    expect(dayStatus(usual, date("2026-11-25"))).toEqual({ closed: null, otherHours: null });
  });
});

describe("a week closed from end to end", () => {
  const monday = date("2026-12-21");
  const sunday = date("2026-12-27");

  it("is said at the top with the days off that cover it", () => {
    const holidays = settings([{ from: "2026-12-21", to: "2027-01-03", hours: [], note: "urlop" }]);
    expect(closedWeekText(holidays, monday, sunday)).toBe("Cały tydzień wolny (urlop: 21 grudnia 2026 – 3 stycznia 2027)");
    // Monday to Wednesday off, then Christmas and Sunday: closed all week, the days off named by their dates.
    const mixed = settings([{ from: "2026-12-21", to: "2026-12-23", hours: [], note: "" }]);
    expect(closedWeekText(mixed, monday, sunday)).toBe("Cały tydzień wolny (dni wolne: 21–23 grudnia 2026)");
  });

  it("is not said when any day is open, or an exception opens one", () => {
    expect(closedWeekText(settings(), monday, sunday)).toBeNull();
    const openSaturday = settings([
      { from: "2026-12-21", to: "2027-01-03", hours: [], note: "urlop" },
      { from: "2026-12-26", to: "2026-12-26", hours: [{ from: "10:00", to: "12:00" }], note: "" },
    ]);
    expect(closedWeekText(openSaturday, monday, sunday)).toBeNull();
  });

  it("a week of weekdays without hours says so plainly", () => {
    const closed = testBookingSettings({ weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, [] as TimeRange[]])) as BookingSettings["weeklyHours"] });
    expect(closedWeekText(closed, date("2026-11-23"), date("2026-11-29"))).toBe("Cały tydzień wolny");
  });
});
