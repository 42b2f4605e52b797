import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { env } from "~/env.server";
import { startRetentionJob } from "../../server/jobs/retention-job";
import { bookSession } from "./booking-store.server";
import { BOOKING_RATE_WINDOW_MINUTES, deleteStaleBookingActions, forgetStaleNetworks, recordBookingAction, withinBookingRateLimit } from "./booking-rate-limit.server";

const now = new Date("2027-03-01T10:00:00.000Z");
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const HOUR = 60 * 60_000;
const quiet = { info: () => undefined, error: (message: unknown) => console.error(message) };

describe.each(DIALECTS)("the booking rate limit on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** A booking made at `madeAt` from `network`, each in a time of its own. */
  async function bookFrom(network: string, madeAt: Date) {
    const start = Date.parse("2027-04-01T08:00:00.000Z") + ++keys * 2 * HOUR;
    const made = await bookSession(
      test.db,
      { service: { slug: "trening", name: "Trening", price: 150 }, place: "Studio", start, end: start + HOUR, bufferMs: 0, name: "Anna Nowak", email: `anna${keys}@example.com`, phone: "+48 600 100 200", notes: "", submissionKey: `limit-${keys}`, networkHash: network },
      madeAt,
    );
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking;
  }
  const hashOf = async (id: number) => (await test.db.selectFrom("bookings").select("network_hash").where("id", "=", id).executeTakeFirstOrThrow()).network_hash;

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

  it("keeps a booking's network hash while the window counts it, and clears it once the window has passed", async () => {
    const bookings = [];
    for (let count = 0; count < env.BOOKING_RATE_LIMIT; count++) bookings.push(await bookFrom("network-c", now));
    const last = minutesLater(BOOKING_RATE_WINDOW_MINUTES - 1);
    // Within the window: nothing is forgotten, and the limit still holds.
    expect(await forgetStaleNetworks(test.db, last)).toBe(0);
    expect(await withinBookingRateLimit(test.db, "network-c", last)).toBe(false);
    for (const booking of bookings) expect(await hashOf(booking.id)).toBe("network-c");

    const after = minutesLater(BOOKING_RATE_WINDOW_MINUTES + 1);
    expect(await forgetStaleNetworks(test.db, after)).toBe(bookings.length);
    for (const booking of bookings) expect(await hashOf(booking.id)).toBeNull();
    expect(await withinBookingRateLimit(test.db, "network-c", after)).toBe(true);
    // The booking itself stays: only the network is forgotten.
    expect(await test.db.selectFrom("bookings").select("id").where("id", "in", bookings.map((booking) => booking.id)).execute()).toHaveLength(bookings.length);
  });

  it("is cleared by the retention job: at start and on its sweep, on the clock it is given", async () => {
    const early = await bookFrom("network-d", now);
    const recent = await bookFrom("network-d", minutesLater(30));
    let clock = minutesLater(BOOKING_RATE_WINDOW_MINUTES + 1);
    const job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log: quiet, clock: () => clock, intervalMs: 24 * HOUR, networkSweepMs: 24 * HOUR });
    await job.stop();
    expect(await hashOf(early.id)).toBeNull();
    expect(await hashOf(recent.id)).toBe("network-d");
    clock = minutesLater(30 + BOOKING_RATE_WINDOW_MINUTES + 1);
    await startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log: quiet, clock: () => clock, intervalMs: 24 * HOUR, networkSweepMs: 24 * HOUR }).stop();
    expect(await hashOf(recent.id)).toBeNull();
  });
});
