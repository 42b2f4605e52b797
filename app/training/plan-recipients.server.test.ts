import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookHour } from "../../tests/support/booked-hour";
import { addCard } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { PlanBody } from "./plan-body";
import { chosenRecipients, planRecipients } from "./plan-recipients.server";
import { planHistory, savePlan } from "./plan-store.server";

const NOW = new Date("2027-03-10T17:00:00.000Z");
const DAY = 24 * 3_600_000;
const at = (days: number, hour = 9) => Date.parse("2027-03-10T00:00:00.000Z") + days * DAY + hour * 3_600_000;
const plan = (name: string) => ({
  body: {
    days: [
      {
        name,
        exercises: [
          { exerciseId: 1, name: "Przysiad", sets: 3, reps: "8", seconds: null, kg: 60, rpe: null, tempo: "", restSeconds: 90, note: "", superset: false },
        ],
      },
    ],
  } satisfies PlanBody,
  startsOn: "2027-03-08",
  weeks: 8,
});

describe.each(DIALECTS)("a plan given to several clients on %s", (dialect) => {
  let test: TestDatabase;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    // Ola and Ewa trained last week, Piotr is booked ahead; Dawny's last session was a year ago; Zenon never booked.
    const booked: [string, number, number][] = [
      ["Ola", at(-7), at(-8)],
      ["Ewa", at(-6), at(-8)],
      ["Piotr", at(3), NOW.getTime()],
      ["Dawny", at(-365), at(-366)],
    ];
    for (const [name, start, now] of booked) {
      const booking = await bookHour(test.db, { start, now: new Date(now), name, email: `${name.toLowerCase()}@example.com` });
      ids[name] = booking.client_id!;
    }
    ids.Zenon = await addCard(test.db, "Zenon", new Date(at(-400)));
  });
  afterAll(() => test.drop());

  it("lists those who train now, by name, never the card's own", async () => {
    expect((await planRecipients(test.db, ids.Ola!, NOW)).map((one) => one.label)).toEqual(["Ewa", "Piotr"]);
    expect((await planRecipients(test.db, ids.Zenon!, NOW)).map((one) => one.label)).toEqual(["Ewa", "Ola", "Piotr"]);
  });

  it("takes only the ones of the list a form names, as the list names them", async () => {
    const chosen = await chosenRecipients(test.db, ids.Ola!, [String(ids.Piotr), String(ids.Piotr), String(ids.Ola), String(ids.Dawny), "999999", "x"], NOW);
    expect(chosen).toEqual([{ id: ids.Piotr, label: "Piotr" }]);
    expect(await chosenRecipients(test.db, ids.Ola!, [], NOW)).toEqual([]);
  });

  it("saves the plan on top of whatever version each one has", async () => {
    await savePlan(test.db, ids.Ewa!, 0, plan("Stary"), NOW);
    expect(await savePlan(test.db, ids.Ewa!, "latest", plan("Grupa"), NOW)).toEqual({ kind: "saved", version: 2 });
    expect(await savePlan(test.db, ids.Piotr!, "latest", plan("Grupa"), NOW)).toEqual({ kind: "saved", version: 1 });
    expect(await savePlan(test.db, ids.Piotr!, "latest", plan("Grupa"), NOW)).toEqual({ kind: "unchanged", version: 1 });
    expect((await planHistory(test.db, ids.Ewa!)).map((version) => version.days)).toEqual([["Grupa"], ["Stary"]]);
  });
});
