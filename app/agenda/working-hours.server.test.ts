// Working hours and days off set from the calendar are the booking section's:
// each change is published with a line in its history, and what visitors can
// book follows at once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { WEEKDAYS, type Weekday } from "~content/booking-schema";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { workingHoursToast } from "./working-hours.messages";

/** The trainer set as a woman: the history names her as the route passes it. */
const BY = "trenerka (kalendarz)";

describe.each(DIALECTS)("working hours and days off on %s", (dialect) => {
  let test: TestDatabase;
  let live: typeof import("~/site-content/live-content.server");
  let store: typeof import("~/site-content/content-store.server");
  let hours: typeof import("./working-hours.server");
  let following: { stop(): void };
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    // The live content is per process, like a server's: a fresh copy for this database.
    vi.resetModules();
    live = await import("~/site-content/live-content.server");
    store = await import("~/site-content/content-store.server");
    hours = await import("./working-hours.server");
    live.setPagePreparer(async () => () => undefined);
    following = await live.startLiveContent({ db: test.db, pollMs: 60_000, log: { info: () => undefined, error: () => undefined } });
  });
  afterAll(async () => {
    following.stop();
    await test.drop();
  });

  const now = new Date("2027-05-04T22:30:00.000Z"); // 5 May in Warsaw
  const exceptions = () => live.liveSite().booking.exceptions.map(({ from, to, hours, note }) => ({ from, to, hours, note }));

  it("a day off takes one date; the end date only when it is longer; each is a line in the section's history", async () => {
    const said = workingHoursToast(await hours.addDayOff(test.db, { from: "2027-05-14", to: "", note: "zawody" }, now, BY));
    expect(said).toBe("Zapisano dzień wolny: piątek, 14 maja 2027. Tego dnia nikt nie zarezerwuje terminu.");
    expect(workingHoursToast(await hours.addDayOff(test.db, { from: "2027-07-05", to: "2027-07-16", note: "urlop" }, now, BY))).toMatch(
      /^Zapisano dni wolne: 5–16 lipca 2027\./,
    );
    expect(exceptions()).toEqual([
      { from: "2027-05-14", to: "2027-05-14", hours: [], note: "zawody" },
      { from: "2027-07-05", to: "2027-07-16", hours: [], note: "urlop" },
    ]);
    const [latest] = await store.sectionHistory(test.db, "booking", 1);
    expect(latest!.author).toBe(BY);
    // The same day off again changes nothing and writes nothing.
    const version = await store.contentVersion(test.db);
    expect(workingHoursToast(await hours.addDayOff(test.db, { from: "2027-05-14", to: "", note: "zawody" }, now, BY))).toBe("Nic się nie zmieniło.");
    expect(await store.contentVersion(test.db)).toBe(version);
  });

  it("refuses a past day, an end before the start and what is not a date, writing nothing", async () => {
    const version = await store.contentVersion(test.db);
    const refused = [
      { from: "2027-05-04", to: "", note: "" },
      { from: "2027-05-20", to: "2027-05-19", note: "" },
      { from: "jutro", to: "", note: "" },
      { from: "2027-05-20", to: "31.02.2027", note: "" },
    ];
    const said = [];
    for (const request of refused) said.push(workingHoursToast(await hours.addDayOff(test.db, request, now, BY)));
    expect(said).toEqual([
      "Ten dzień już minął. Dzień wolny ustawisz od dziś.",
      "Data końca nie może być wcześniejsza niż pierwszy dzień wolny.",
      "Podaj dzień wolny jako datę, np. 24.12.2026.",
      "Podaj datę końca, np. 3.01.2027, albo zostaw to pole puste, jeśli wolny jest jeden dzień.",
    ]);
    expect(await store.contentVersion(test.db)).toBe(version);
  });

  it("two instances adding days off at once keep both", async () => {
    const other = test.open();
    try {
      await Promise.all([
        hours.addDayOff(test.db, { from: "2027-06-01", to: "", note: "A" }, now, BY),
        hours.addDayOff(other, { from: "2027-06-02", to: "", note: "B" }, now, BY),
      ]);
    } finally {
      await other.destroy();
    }
    const [latest] = await store.latestRevisions(test.db).then((revisions) => revisions.filter((revision) => revision.section === "booking"));
    const saved = JSON.parse(latest!.document) as { exceptions: { from: string }[] };
    expect(saved.exceptions.map((exception) => exception.from)).toEqual(expect.arrayContaining(["2027-06-01", "2027-06-02"]));
  });

  it("removes an exception by its dates, and says so when it is already gone", async () => {
    expect(workingHoursToast(await hours.removeException(test.db, "2027-05-14", "2027-05-14", BY))).toBe(
      "Usunięto wyjątek: piątek, 14 maja 2027. Obowiązują znowu zwykłe godziny pracy.",
    );
    expect(exceptions().map((exception) => exception.from)).not.toContain("2027-05-14");
    expect(workingHoursToast(await hours.removeException(test.db, "2027-05-14", "2027-05-14", BY))).toMatch(/^Tego wyjątku już nie ma/);
  });

  it("saves the week's hours from one line a day, names the changed days, and refuses a form made from an older version", async () => {
    const view = await hours.workingHoursView(test.db, now);
    const typed = { ...view.hours, saturday: "8-12", sunday: "" } as Record<Weekday, string>;
    const changed = (["saturday", "sunday"] as const).filter((day) => view.hours[day] !== typed[day]);
    const said = workingHoursToast(await hours.saveWeekHours(test.db, typed, view.version, BY));
    expect(said).toBe(`Zapisano nowe godziny: ${changed.map((day) => ({ saturday: "sobota", sunday: "niedziela" })[day]).join(" i ")}.`);
    expect(live.liveSite().booking.weeklyHours.saturday).toEqual([{ from: "08:00", to: "12:00" }]);
    expect(workingHoursToast(await hours.saveWeekHours(test.db, { ...typed, saturday: "9-13" }, view.version, BY))).toMatch(
      /^Nie zapisano: w tej chwili ktoś zmienił/,
    );
    expect(live.liveSite().booking.weeklyHours.saturday).toEqual([{ from: "08:00", to: "12:00" }]);
    const refused = await hours.saveWeekHours(test.db, { ...typed, monday: "od rana" }, (await hours.workingHoursView(test.db, now)).version, BY);
    expect(refused).toEqual({ kind: "bad-hours", problems: [{ day: "monday", problem: "format" }] });
    expect(Object.keys(typed)).toEqual([...WEEKDAYS]);
  });
});
