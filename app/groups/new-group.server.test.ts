import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { handleNewGroup } from "./new-group.server";

const now = new Date("2027-02-27T08:00:00.000Z");
const settings = testBookingSettings();
const business = { address: { street: "ul. Sportowa 1", locality: "Przykładowo" } };
let keys = 0;
const form = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    title: "Zdrowy kręgosłup",
    service: "trening",
    place: "studio",
    date: "2027-03-02",
    time: "18:00",
    minutes: "60",
    seats: "6",
    minSeats: "",
    decideHours: "24",
    price: "60",
    weeks: "1",
    submissionKey: `nowe-zajecia-klucz-${++keys}`,
    ...fields,
  });

describe.each(DIALECTS)("the 'Nowe zajęcia' form on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());
  const sessions = () => test.db.selectFrom("group_sessions").selectAll().orderBy("starts_at").execute();

  it("names each bad field in Polish and opens nothing", async () => {
    const answer = await handleNewGroup(
      test.db,
      form({ title: "", service: "nie-ma", date: "2027-02-20", time: "25:00", seats: "1", minSeats: "", price: "-5", weeks: "27" }),
      settings,
      business,
      now,
    );
    expect(answer).toMatchObject({ kind: "form", status: 400, formError: "Popraw zaznaczone pola." });
    if (answer.kind !== "form") throw new Error("opened");
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(["date", "price", "seats", "service", "time", "title", "weeks"]);
    const minimum = await handleNewGroup(test.db, form({ seats: "4", minSeats: "5" }), settings, business, now);
    expect(minimum).toMatchObject({ kind: "form", fieldErrors: { minSeats: ["Minimum: od 1 do liczby miejsc, albo puste."] } });
    expect(await sessions()).toEqual([]);
  });

  it("opens a weekly group, saying each date's fate, and the same form sent again opens nothing more", async () => {
    const sent = form({ date: "2027-03-09", weeks: "3", seats: "4", minSeats: "3", decideHours: "24", place: "outdoors" });
    const answer = await handleNewGroup(test.db, sent, settings, business, now);
    expect(answer).toEqual({
      kind: "opened",
      date: "2027-03-09",
      message: "Otwarto 3 terminy zajęć. wtorek, 9 marca: otwarte; wtorek, 16 marca: otwarte; wtorek, 23 marca: otwarte.",
    });
    const opened = await sessions();
    const dayBefore = (start: string) => new Date(Date.parse(start) - 24 * 3_600_000).toISOString();
    expect(opened.map((row) => [row.starts_at, row.seats, row.min_seats, row.decide_at, row.place])).toEqual(
      ["2027-03-09T17:00:00.000Z", "2027-03-16T17:00:00.000Z", "2027-03-23T17:00:00.000Z"].map((start) => [
        start,
        4,
        3,
        dayBefore(start),
        "W plenerze — miejsce ustalimy telefonicznie",
      ]),
    );
    expect(await handleNewGroup(test.db, sent, settings, business, now)).toEqual(answer);
    expect(await sessions()).toHaveLength(3);
  });

  it("says which dates were taken and opens the others; with none free it opens nothing and says so", async () => {
    const answer = await handleNewGroup(test.db, form({ date: "2027-03-02", time: "18:30", weeks: "3" }), settings, business, now);
    expect(answer).toMatchObject({ kind: "opened" });
    if (answer.kind !== "opened") throw new Error("not opened");
    expect(answer.message).toBe(
      "Otwarto 1 termin zajęć. wtorek, 2 marca: otwarte; wtorek, 9 marca: termin zajęty — nie otwarto; wtorek, 16 marca: termin zajęty — nie otwarto.",
    );
    const none = await handleNewGroup(test.db, form({ date: "2027-03-02", time: "18:00" }), settings, business, now);
    expect(none).toMatchObject({ kind: "form", status: 409 });
  });
});
