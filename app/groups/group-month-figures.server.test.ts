import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBooking } from "~/bookings/index.server";
import { monthFigures } from "~/payments/month-summary.server";
import { summaryLines } from "~/payments/payments.messages";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookSeats } from "./group-seats.server";
import { openGroupSessions } from "./group-sessions.server";

const BOOKED = new Date("2027-05-01T10:00:00.000Z");
const AFTER = new Date("2027-05-04T18:00:00.000Z");
let keys = 0;

describe.each(DIALECTS)("a month's figures with group sessions on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("count a group session held once among the trainings, its attended seats apart, and each absence", async () => {
    const [fate] = await openGroupSessions(
      test.db,
      {
        title: "Zdrowy kręgosłup",
        serviceSlug: "trening",
        place: "Studio",
        day: Temporal.PlainDate.from("2027-05-04"),
        clock: 16 * 60,
        minutes: 60,
        bufferMs: 0,
        seats: 6,
        minSeats: null,
        price: 50,
        weeks: 1,
        decideHoursBefore: null,
      },
      BOOKED,
    );
    if (fate?.outcome !== "opened") throw new Error("not opened");
    const seat = (companion: string | null) =>
      bookSeats(
        test.db,
        fate.id,
        { name: "Osoba", email: `osoba${++keys}@example.com`, phone: "600 100 200", notes: "", companion, submissionKey: `f-${keys}` },
        BOOKED,
      );
    const booked = await Promise.all([seat("Jan Kowalski"), seat(null), seat(null)]);
    const ids = booked.map((outcome) => (outcome.kind === "booked" ? outcome.booking.id : 0));
    await changeBooking(test.db, ids[0]!, { kind: "attended" }, { now: AFTER });
    await changeBooking(test.db, ids[1]!, { kind: "attended" }, { now: AFTER });
    await changeBooking(test.db, ids[2]!, { kind: "no_show" }, { now: AFTER });

    const figures = await monthFigures(test.db, Temporal.PlainYearMonth.from("2027-05"));
    expect(figures).toMatchObject({ held: 1, groupSeats: 3, noShows: 1 });
    expect(summaryLines(figures).slice(0, 3)).toEqual([
      { label: "Treningi, które się odbyły", value: "1 trening" },
      { label: "Miejsca w zajęciach w parach i grupach", value: "3" },
      { label: "Nieobecności", value: "1" },
    ]);
  });
});
