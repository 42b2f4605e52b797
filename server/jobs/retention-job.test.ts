import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSession } from "~/admin/admin-sessions.server";
import { timestamp } from "~/db/database.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { bookSession } from "~/bookings/booking-store.server";
import { insertPhoto } from "~/photos/photo-store.server";
import { takeSignInAttempt, throttleKeys } from "~/admin/sign-in-throttle.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { addCard, addHealthRecords } from "../../tests/support/client-card";
import { HEALTH_DATA_MONTHS } from "~/progress/index.server";
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

    job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log, intervalMs: 100, clock: () => now });
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
    job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log, intervalMs: 60_000, clock: () => now });
    await waitFor(async () => (await test.db.selectFrom("bookings").select("submission_key").execute()).length === 1, { what: "the run" });
    expect(await test.db.selectFrom("bookings").select("submission_key").execute()).toEqual([{ submission_key: "recent" }]);
  });

  it("keeps a session a package counted while the package is kept, then erases both and the card left empty", async () => {
    const now = new Date("2027-06-15T12:00:00.000Z");
    const session = async (daysAgo: number, key: string) => {
      const outcome = await bookSession(
        test.db,
        {
          service: { slug: "trening", name: "Trening", price: 150 },
          place: "Studio",
          start: now.getTime() - daysAgo * DAY,
          end: now.getTime() - daysAgo * DAY + 60 * 60_000,
          bufferMs: 0,
          name: "Ewa",
          email: "ewa@example.com",
          phone: "",
          notes: "",
          submissionKey: key,
        },
        new Date(now.getTime() - 900 * DAY),
      );
      if (outcome.kind !== "booked") throw new Error(outcome.kind);
      return outcome.booking;
    };
    const counted = await session(740, "counted");
    const date = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    const pack = await test.db
      .insertInto("client_packages")
      .values({
        client_id: counted.client_id!,
        offer_slug: "pakiet-8-treningow",
        name: "Pakiet 8 treningów",
        sessions: 8,
        price: 1040,
        valid_weeks: 8,
        valid_from: "first_session",
        sold_on: date(745),
        starts_on: date(740),
        sequence: 0,
        low_notified_at: null,
        expiry_notified_at: null,
        notice_closed_at: null,
        created_at: timestamp(new Date(now.getTime() - 745 * DAY)),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.insertInto("package_uses").values({ booking_id: counted.id, package_id: pack.id, created_at: counted.starts_at }).execute();

    // The package ended about 690 days ago, within 24 months: it and the session it counted stay.
    job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log, intervalMs: 60_000, clock: () => now });
    // stop() waits for the run the job started with, which erases nothing here and so logs nothing.
    await job.stop();
    expect(log.info).not.toHaveBeenCalled();
    expect(await test.db.selectFrom("bookings").select("submission_key").execute()).toEqual([{ submission_key: "counted" }]);
    expect(await test.db.selectFrom("package_uses").select("booking_id").execute()).toHaveLength(1);

    // Two months on, the package is past 24 months: the package, its session and the empty card go.
    log.info.mockClear();
    const later = new Date(now.getTime() + 60 * DAY);
    job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log, intervalMs: 60_000, clock: () => later });
    await waitFor(async () => (await test.db.selectFrom("clients").select("id").execute()).length === 0, { what: "the card erased" });
    expect(await test.db.selectFrom("bookings").select("id").execute()).toEqual([]);
    expect(await test.db.selectFrom("client_packages").select("id").execute()).toEqual([]);
  });

  it("erases blocks of time ended past the period, and revisions older than 24 months but each section's newest, then the photos only they named", async () => {
    const now = new Date("2027-06-15T12:00:00.000Z");
    const ago = (days: number) => timestamp(new Date(now.getTime() - days * DAY));
    await test.db
      .insertInto("calendar_blocks")
      .values([
        { starts_at: ago(800), ends_at: ago(799.9), note: "lekarz", created_at: ago(801) },
        { starts_at: ago(30), ends_at: ago(29.9), note: "obiad", created_at: ago(31) },
      ])
      .execute();
    const photo = "u-0123456789ab";
    await insertPhoto(test.db, { id: photo, original: Buffer.from([1]), width: 800, height: 600 }, new Date(now.getTime() - 900 * DAY));
    const revision = (section: string, version: number, daysAgo: number, document: unknown = []) => ({
      section,
      version,
      document: JSON.stringify(document),
      summary: "zmiana",
      author: "test",
      restored_from: null,
      created_at: ago(daysAgo),
    });
    await test.db
      .insertInto("content_revisions")
      .values([
        revision("gallery", 1, 900, [{ photo: `${photo}-800x600.jpg` }]),
        revision("gallery", 2, 800),
        revision("gallery", 3, 10),
        revision("offer", 1, 1000),
      ])
      .execute();

    job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log, intervalMs: 60_000, clock: () => now });
    await waitFor(async () => (await test.db.selectFrom("photos").select("id").execute()).length === 0, { what: "the photo erased" });
    expect(await test.db.selectFrom("calendar_blocks").select("note").execute()).toEqual([{ note: "obiad" }]);
    const kept = await test.db.selectFrom("content_revisions").select(["section", "version"]).orderBy("section").orderBy("version").execute();
    expect(kept).toEqual([
      { section: "gallery", version: 3 },
      { section: "offer", version: 1 },
    ]);
  });

  it("erases the health data of a client with nothing new for HEALTH_DATA_MONTHS, daily, and keeps the card", async () => {
    const now = new Date("2028-05-10T08:00:00.000Z");
    const longAgo = new Date(now.getTime() - 400 * DAY);
    const card = await addCard(test.db, "Ola", longAgo, { healthConsentAt: longAgo.toISOString() });
    await addHealthRecords(test.db, card, longAgo);
    job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log, intervalMs: 60_000, clock: () => now });
    await waitFor(async () => (await test.db.selectFrom("measurements").select("id").execute()).length === 0, { what: "the health data" });
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith(`retention: erased the health data of 1 clients with nothing new for ${HEALTH_DATA_MONTHS} months`),
    );
    expect(await test.db.selectFrom("clients").select(["id", "progress_consent_at", "questionnaire_consent_at", "diet_consent_at"]).execute()).toEqual([
      { id: card, progress_consent_at: null, questionnaire_consent_at: null, diet_consent_at: null },
    ]);
  });

  it("stops: after stop() nothing more is erased", async () => {
    const now = new Date("2025-06-15T12:00:00.000Z");
    job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log, intervalMs: 50, clock: () => now });
    await job.stop();
    const old = await enquiryFrom(new Date(now.getTime() - 800 * DAY));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await enquiryIds()).toEqual([old]);
  });
});
