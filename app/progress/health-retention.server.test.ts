import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/index.server";
import { monthsBefore } from "~/lib/months-before";
import { addCard, addHealthRecords, addQuestionnaire } from "../../tests/support/client-card";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { HEALTH_PURPOSES, healthConsentOf } from "./health-consent.server";
import { eraseIdleHealthData, HEALTH_DATA_MONTHS } from "./health-retention.server";

const NOW = new Date("2028-05-10T08:00:00.000Z");
const LONG_AGO = monthsBefore(NOW, HEALTH_DATA_MONTHS + 2);
const LATELY = monthsBefore(NOW, 1);
const HEALTH_TABLES = ["measurements", "progress_photos", "diet_plans", "supplement_lists", "health_questionnaires"] as const;

describe.each(DIALECTS)("health data kept after a client's last activity on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** A card that consented long ago, with its measurement, photo, diet, supplements and questionnaire from then. */
  const oldRecords = async (name: string) => {
    const id = await addCard(test.db, name, LONG_AGO, { healthConsentAt: LONG_AGO.toISOString() });
    await addHealthRecords(test.db, id, LONG_AGO);
    await addQuestionnaire(test.db, id, LONG_AGO);
    return id;
  };

  it(`erases only the data of a client with nothing new for ${HEALTH_DATA_MONTHS} months, with the consent; a session lately keeps it`, async () => {
    const [idle, booked, noConsent] = [await oldRecords("Ola"), await oldRecords("Ewa"), await addCard(test.db, "Iza", LONG_AGO)];
    const start = LATELY.getTime();
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio",
        start,
        end: start + 3_600_000,
        bufferMs: 0,
        name: "Ewa",
        email: "ewa@example.com",
        phone: "+48 500 000 000",
        notes: "",
        submissionKey: randomUUID(),
      },
      LATELY,
    );
    if (made.kind !== "booked") throw new Error("the test's session was not booked");
    await test.db.updateTable("bookings").set({ client_id: booked }).where("id", "=", made.booking.id).execute();

    expect(await eraseIdleHealthData(test.db, NOW)).toBe(1);
    for (const purpose of HEALTH_PURPOSES) {
      expect(await healthConsentOf(test.db, idle, purpose)).toBeNull();
      expect(await healthConsentOf(test.db, booked, purpose)).toBe(LONG_AGO.toISOString());
      expect(await healthConsentOf(test.db, noConsent, purpose)).toBeNull();
    }
    for (const table of HEALTH_TABLES) {
      const owners = (await test.db.selectFrom(table).select("client_id").execute()).map((row) => row.client_id);
      expect(owners, table).toEqual([booked]);
    }
    // Nothing idle is left: a second run erases nothing.
    expect(await eraseIdleHealthData(test.db, NOW)).toBe(0);
  });
});
