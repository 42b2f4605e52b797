import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSession } from "~/admin/admin-sessions.server";
import { timestamp } from "~/db/database.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { bookSession } from "~/bookings/booking-store.server";
import { takeSignInAttempt, throttleKeys } from "~/admin/sign-in-throttle.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { startRetentionJob, type RetentionJob } from "./retention-job";

const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)("the retention job on %s", (dialect) => {
  let test: TestDatabase;
  let job: RetentionJob | undefined;
  const log = { info: vi.fn(), error: vi.fn() };
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await job?.stop();
    await test.drop();
  });

  async function enquiryFrom(date: Date) {
    const { id } = await saveEnquiry(
      test.db,
      { name: "Anna", email: "anna@example.com", phone: null, service: null, message: "Dzień dobry, proszę o kontakt." },
      { submissionKey: randomUUID(), spam: false, acknowledge: false },
    );
    await test.db
      .updateTable("enquiries")
      .set({ created_at: timestamp(date) })
      .where("id", "=", id)
      .execute();
    return id;
  }
  const enquiryIds = async () => (await test.db.selectFrom("enquiries").select("id").orderBy("id").execute()).map((row) => row.id);

  it("erases at start, then again every interval, and clears ended sessions and stale sign-in counts", async () => {
    let now = new Date("2025-06-15T12:00:00.000Z");
    await enquiryFrom(new Date(now.getTime() - 800 * DAY));
    const aging = await enquiryFrom(new Date(now.getTime() - 700 * DAY));
    await createSession(test.db, "fingerprint", new Date(now.getTime() - DAY));
    await takeSignInAttempt(test.db, throttleKeys({ clientAddress: "10.0.0.1", email: "x@example.com", device: null }), new Date(now.getTime() - 2 * DAY));

    job = startRetentionJob({ db: test.db, months: 24, log, intervalMs: 100, clock: () => now });
    await waitFor(async () => (await enquiryIds()).length === 1, { what: "the first run" });
    expect(await enquiryIds()).toEqual([aging]);
    // The job logs after its delete returns, which can be just after this test sees the row gone.
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith("retention: erased 1 enquiries older than 24 months"));
    await waitFor(async () => (await test.db.selectFrom("admin_sessions").select("id_hash").execute()).length === 0, { what: "sessions" });
    await waitFor(async () => (await test.db.selectFrom("rate_limits").select("key_hash").execute()).length === 0, { what: "counts" });

    // Two months on, the next run erases the enquiry that has since aged past 24 months.
    now = new Date(now.getTime() + 60 * DAY);
    await waitFor(async () => (await enquiryIds()).length === 0, { what: "the next run" });
    expect(log.error).not.toHaveBeenCalled();
  });

  it("erases bookings whose session was more than the retention period ago, cancelled ones too", async () => {
    const now = new Date("2027-06-15T12:00:00.000Z");
    const session = (daysAgo: number, key: string) =>
      bookSession(
        test.db,
        {
          service: { slug: "trening", name: "Trening", price: 150 },
          place: "Studio",
          start: now.getTime() - daysAgo * DAY,
          end: now.getTime() - daysAgo * DAY + 60 * 60_000,
          bufferMs: 0,
          name: "Anna",
          email: "anna@example.com",
          phone: "+48 600 100 200",
          notes: "",
          submissionKey: key,
        },
        new Date(now.getTime() - 900 * DAY),
      );
    await session(800, "old");
    await session(700, "recent");
    job = startRetentionJob({ db: test.db, months: 24, log, intervalMs: 60_000, clock: () => now });
    await waitFor(async () => (await test.db.selectFrom("bookings").select("submission_key").execute()).length === 1, { what: "the run" });
    expect(await test.db.selectFrom("bookings").select("submission_key").execute()).toEqual([{ submission_key: "recent" }]);
  });

  it("stops: after stop() nothing more is erased", async () => {
    const now = new Date("2025-06-15T12:00:00.000Z");
    job = startRetentionJob({ db: test.db, months: 24, log, intervalMs: 50, clock: () => now });
    await job.stop();
    const old = await enquiryFrom(new Date(now.getTime() - 800 * DAY));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await enquiryIds()).toEqual([old]);
  });
});
