import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { env } from "~/env.server";
import { deleteStaleBookingActions, recordBookingAction, withinBookingRateLimit } from "./booking-rate-limit.server";

const now = new Date("2027-03-01T10:00:00.000Z");
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe.each(DIALECTS)("the booking rate limit on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("counts the changes asked for from one network in the last hour, with its bookings, on every instance", async () => {
    const other = test.open();
    for (let count = 0; count < env.BOOKING_RATE_LIMIT; count++) {
      expect(await withinBookingRateLimit(test.db, "network-a", now)).toBe(true);
      await recordBookingAction(count % 2 ? other : test.db, "network-a", now);
    }
    expect(await withinBookingRateLimit(test.db, "network-a", minutesLater(1))).toBe(false);
    expect(await withinBookingRateLimit(other, "network-a", minutesLater(1))).toBe(false);
    expect(await withinBookingRateLimit(test.db, "network-b", minutesLater(1))).toBe(true);
    expect(await withinBookingRateLimit(test.db, "network-a", minutesLater(61))).toBe(true);
    await deleteStaleBookingActions(test.db, minutesLater(61));
    expect(await test.db.selectFrom("booking_actions").select("network_hash").execute()).toEqual([]);
  });
});
