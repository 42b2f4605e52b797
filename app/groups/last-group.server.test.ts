import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { lastGroupValues } from "./last-group.server";
import { handleNewGroup } from "./new-group.server";

const now = new Date("2027-02-27T08:00:00.000Z");
const business = { address: { street: "ul. Sportowa 1", locality: "Przykładowo" } };
const opened = (fields: Record<string, string>) =>
  new URLSearchParams({ title: "Zdrowy kręgosłup", date: "2027-03-02", weeks: "1", submissionKey: `nowe-zajecia-klucz-${fields.price}`, ...fields });

describe.each(DIALECTS)("the new group's defaults on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("are the offer's first service with places before the first group, then the last group's service, place, hour, length, seats, minimum and price", async () => {
    const consultation = { slug: "konsultacja", durationMinutes: 30, price: 0, seats: 1 };
    const personal = { slug: "trening", durationMinutes: 60, price: 150, seats: 1 };
    const pair = { slug: "trening-w-parze", durationMinutes: 60, price: 100, seats: 2 };
    expect(await lastGroupValues(test.db, [consultation, personal, pair], business.address)).toEqual({
      service: "trening-w-parze",
      minutes: "60",
      price: "100",
      seats: "2",
    });
    expect(await lastGroupValues(test.db, [consultation, personal], business.address)).toEqual({ service: "trening", minutes: "60", price: "150" });
    expect(await lastGroupValues(test.db, [consultation], business.address)).toEqual({});
    const first = { service: "trening", place: "studio", time: "18:00", minutes: "60", seats: "6", minSeats: "", decideHours: "24", price: "60" };
    const last = { service: "trening", place: "outdoors", time: "07:30", minutes: "45", seats: "4", minSeats: "3", decideHours: "12", price: "45" };
    for (const fields of [first, last])
      expect(await handleNewGroup(test.db, opened(fields), testBookingSettings(), business, now)).toMatchObject({ kind: "opened" });
    expect(await lastGroupValues(test.db, [consultation, personal, pair], business.address)).toEqual(last);
  });
});
