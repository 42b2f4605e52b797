import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { env } from "~/env.server";
import { startRetentionJob } from "../../server/jobs/retention-job";
import { BOOKING_LIMIT, BOOKING_RATE_WINDOW_MINUTES, takeBookingAttempt } from "./booking-rate-limit.server";

const now = new Date("2027-03-01T10:00:00.000Z");
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const HOUR = 60 * 60_000;
const quiet = { info: () => undefined, error: (message: unknown) => console.error(message) };

describe.each(DIALECTS)("the booking rate limit on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());
  const counts = () => test.db.selectFrom("rate_limits").select("key_hash").where("name", "=", BOOKING_LIMIT.name).execute();

  it("counts bookings and changes from one network (an IPv6 /64 as one) in the window, on every instance", async () => {
    const other = test.open();
    for (let count = 0; count < env.BOOKING_RATE_LIMIT; count++) {
      expect(await takeBookingAttempt(count % 2 ? other : test.db, `2001:db8:1:2::${count + 1}`, now)).toBe(true);
    }
    expect(await takeBookingAttempt(test.db, "2001:db8:1:2::99", minutesLater(1))).toBe(false);
    expect(await takeBookingAttempt(other, "2001:db8:1:2::99", minutesLater(BOOKING_RATE_WINDOW_MINUTES - 1))).toBe(false);
    expect(await takeBookingAttempt(test.db, "2001:db8:1:3::1", minutesLater(1))).toBe(true);
    expect(await takeBookingAttempt(test.db, "2001:db8:1:2::1", minutesLater(BOOKING_RATE_WINDOW_MINUTES))).toBe(true);
  });

  it("is forgotten by the retention job once the window has passed: at start and on its sweep, on the clock it is given", async () => {
    await test.db.deleteFrom("rate_limits").execute();
    await takeBookingAttempt(test.db, "192.0.2.1", now);
    await takeBookingAttempt(test.db, "192.0.2.2", minutesLater(30));
    let clock = minutesLater(BOOKING_RATE_WINDOW_MINUTES);
    const job = () =>
      startRetentionJob({
        db: test.db,
        months: 24,
        blockMonths: () => 12,
        log: quiet,
        clock: () => clock,
        intervalMs: 24 * HOUR,
        networkSweepMs: 24 * HOUR,
      }).stop();
    await job();
    expect(await counts()).toHaveLength(1);
    clock = minutesLater(30 + BOOKING_RATE_WINDOW_MINUTES);
    await job();
    expect(await counts()).toEqual([]);
  });
});
