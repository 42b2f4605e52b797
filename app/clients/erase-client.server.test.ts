import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { startRetentionJob } from "../../server/jobs/retention-job";
import { bookSession } from "~/bookings/booking-store.server";
import { blockEmail, eraseExpiredBlocks, isEmailBlocked } from "~/clients/booking-blocks.server";
import { eraseCard } from "./erase-client.server";
import { linkUnlinked } from "~/clients/client-cards.server";
import { PUBLISHED } from "../../tests/support/published-content";

const HOUR = 60 * 60_000;
const quiet = { info: () => undefined, error: (message: unknown) => console.error(message) };

describe.each(DIALECTS)("erasing a client and blocks of addresses on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function enquiryFrom(email: string, spam = false) {
    await saveEnquiry(
      test.db,
      { name: "Anna Nowak", email, phone: null, service: null, message: "Dzień dobry, proszę o kontakt." },
      { submissionKey: randomUUID(), spam, acknowledge: true },
    );
  }
  async function bookingOf(email: string, phone = "+48 600 100 200") {
    const start = Date.parse("2027-05-03T08:00:00.000Z") + ++keys * 2 * HOUR;
    await bookSession(test.db, {
      service: { slug: "trening", name: "Trening", price: 150 },
      place: "Studio",
      start,
      end: start + HOUR,
      bufferMs: 0,
      name: "Anna Nowak",
      email,
      phone,
      notes: "",
      submissionKey: `erase-${keys}`,
    });
  }
  const count = async (table: "enquiries" | "bookings" | "outbox" | "blocked_booking_emails") =>
    Number(
      (
        await test.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("rows"))
          .executeTakeFirstOrThrow()
      ).rows,
    );

  it("takes the block of the client's mailbox with their card, enquiries (spam too), bookings and mails, and nobody else's", async () => {
    await enquiryFrom("Anna.Nowak@gmail.com");
    await enquiryFrom("anna.nowak@gmail.com", true);
    await bookingOf("anna.nowak@gmail.com");
    // The block was made on the address written another way: the same mailbox.
    await blockEmail(test.db, "annanowak+treningi@gmail.com");
    await enquiryFrom("jan@example.com");
    await bookingOf("jan@example.com", "+48 600 999 888");
    await blockEmail(test.db, "jan@example.com");
    await linkUnlinked(test.db);
    expect(await isEmailBlocked(test.db, "anna.nowak@gmail.com", PUBLISHED.privacy.blockMonths)).toBe(true);
    const { client_id: card } = await test.db.selectFrom("bookings").select("client_id").where("email", "=", "anna.nowak@gmail.com").executeTakeFirstOrThrow();

    // Her booking's three mails (two confirmations, a reminder) and her enquiry's two (to the trainer, to her) were still to go.
    expect(await eraseCard(test.db, card!)).toEqual({ enquiries: 2, bookings: 1, series: 0, packages: 0, vouchers: 0, pendingMails: 5, blocks: 1 });
    expect(await isEmailBlocked(test.db, "anna.nowak@gmail.com", PUBLISHED.privacy.blockMonths)).toBe(false);
    expect(await isEmailBlocked(test.db, "jan@example.com", PUBLISHED.privacy.blockMonths)).toBe(true);
    expect(await count("enquiries")).toBe(1);
    expect(await count("bookings")).toBe(1);
    expect(await count("blocked_booking_emails")).toBe(1);
    // Jan's enquiry mails (to the trainer, to him) and his booking's (two confirmations, a reminder).
    expect(await count("outbox")).toBe(5);
    expect(await eraseCard(test.db, card!)).toBeUndefined();
  });

  it("ends a block after its period: it stops blocking then, and the retention job erases it", async () => {
    const blockedAt = new Date("2027-01-15T10:00:00.000Z");
    await blockEmail(test.db, "ewa@example.com", blockedAt);
    expect(await isEmailBlocked(test.db, "ewa@example.com", 12, new Date("2028-01-15T09:59:00.000Z"))).toBe(true);
    expect(await isEmailBlocked(test.db, "ewa@example.com", 12, new Date("2028-01-15T10:00:00.000Z"))).toBe(false);
    // A shorter period published later applies to the blocks already made.
    expect(await isEmailBlocked(test.db, "ewa@example.com", 6, new Date("2027-08-01T00:00:00.000Z"))).toBe(false);

    const ewa = () => test.db.selectFrom("blocked_booking_emails").select("email").where("email", "=", "ewa@example.com").execute();
    await eraseExpiredBlocks(test.db, 12, new Date("2028-01-14T12:00:00.000Z"));
    expect(await ewa()).toHaveLength(1);
    await startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log: quiet, clock: () => new Date("2028-01-16T00:00:00.000Z") }).stop();
    expect(await ewa()).toEqual([]);
  });

  it("starts the period again when the same address is blocked again", async () => {
    await blockEmail(test.db, "ola@example.com", new Date("2027-01-01T00:00:00.000Z"));
    await blockEmail(test.db, "ola@example.com", new Date("2027-12-01T00:00:00.000Z"));
    expect(await isEmailBlocked(test.db, "ola@example.com", 12, new Date("2028-06-01T00:00:00.000Z"))).toBe(true);
  });

  it("erases a card with everything linked to it: enquiries, bookings, mails, series, packages, keys and blocks", async () => {
    await enquiryFrom("kasia@example.com");
    await bookingOf("kasia@example.com", "+48 511 222 333");
    await blockEmail(test.db, "kasia@example.com");
    await enquiryFrom("piotr@example.com");
    await linkUnlinked(test.db);
    const { client_id: card } = await test.db.selectFrom("bookings").select("client_id").where("email", "=", "kasia@example.com").executeTakeFirstOrThrow();
    const at = "2027-05-01T10:00:00.000Z";
    await test.db
      .insertInto("booking_series")
      .values({ client_id: card, service_slug: "trening", wall_time: "18:00", every_weeks: 1, created_at: at })
      .execute();
    const sold = await test.db
      .insertInto("client_packages")
      .values({
        client_id: card!,
        offer_slug: "pakiet-8",
        name: "Pakiet 8 treningów",
        sessions: 8,
        price: 800,
        valid_weeks: 10,
        valid_from: "sale",
        sold_on: "2027-05-01",
        starts_on: "2027-05-01",
        sequence: 0,
        low_notified_at: null,
        expiry_notified_at: null,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.insertInto("package_events").values({ package_id: sold.id, at, author: "trener", what: "Sprzedano" }).execute();
    const before = { enquiries: await count("enquiries"), bookings: await count("bookings"), outbox: await count("outbox") };

    expect(await eraseCard(test.db, card!)).toEqual({ enquiries: 1, bookings: 1, series: 1, packages: 1, vouchers: 0, pendingMails: 5, blocks: 1 });
    expect(await count("enquiries")).toBe(before.enquiries - 1);
    expect(await count("bookings")).toBe(before.bookings - 1);
    expect(await test.db.selectFrom("clients").select("id").where("id", "=", card!).execute()).toEqual([]);
    for (const table of ["client_keys", "client_packages", "booking_series"] as const) {
      expect(await test.db.selectFrom(table).select("client_id").where("client_id", "=", card!).execute(), table).toEqual([]);
    }
    expect(await test.db.selectFrom("package_events").select("id").where("package_id", "=", sold.id).execute()).toEqual([]);
    const orphans = await test.db
      .selectFrom("outbox")
      .leftJoin("enquiries", "enquiries.id", "outbox.enquiry_id")
      .leftJoin("bookings", "bookings.id", "outbox.booking_id")
      .select("outbox.id")
      .where((eb) => eb.and([eb("enquiries.id", "is", null), eb("bookings.id", "is", null)]))
      .execute();
    expect(orphans).toEqual([]);
    expect(await count("outbox")).toBeLessThan(before.outbox);
    expect(await isEmailBlocked(test.db, "kasia@example.com", PUBLISHED.privacy.blockMonths)).toBe(false);
    expect(await test.db.selectFrom("enquiries").select("id").where("email", "=", "piotr@example.com").execute()).toHaveLength(1);
    expect(await eraseCard(test.db, card!)).toBeUndefined();
  });
});
