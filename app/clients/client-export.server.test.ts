import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { BOOKING_COLUMNS, bookFor, ENQUIRY_COLUMNS, expectEveryColumn, expectSameMails, HOUR } from "../../tests/support/client-export-columns";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { setNote, setStatus } from "~/admin/inbox.server";
import { changeBooking } from "~/bookings/booking-store.server";
import { blockEmail } from "~/clients/booking-blocks.server";
import type { ClientExport } from "./client-export-types";
import { exportSourceOf } from "./export-sources";
import { clientEmailOf, clientExport, exportFrom } from "./client-export.server";

const now = new Date("2027-03-10T12:00:00.000Z");

describe.each(DIALECTS)("a client's data export on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const book = (person: Parameters<typeof bookFor>[1], startsAt: string, madeAt: Date) => bookFor(test.db, person, startsAt, madeAt);

  it("holds every stored field about the address, in enquiries, bookings of every status, their mails and the block; nothing about anyone else", async () => {
    const anna = { name: "Anna Kowalczyk", email: "anna.kowalczyk@example.com", phone: "+48 600 111 222", notes: "Pierwszy raz na siłowni" };
    const jan = { name: "Jan Wiśniewski", email: "jan.wisniewski@example.com", phone: "+48 700 333 444", notes: "Kolano po operacji" };

    // An enquiry sent with capitals in the address, answered and noted by the trainer; one mail failed once.
    const { id: enquiryId } = await saveEnquiry(
      test.db,
      {
        name: anna.name,
        email: "Anna.Kowalczyk@Example.com",
        phone: anna.phone,
        service: "trening-personalny",
        message: "Chciałabym zacząć treningi dwa razy w tygodniu.",
      },
      { submissionKey: "enquiry-anna", spam: false, acknowledge: true },
    );
    await setStatus(test.db, enquiryId, "in_progress");
    await setNote(test.db, enquiryId, "Oddzwonić po 17:00");
    await test.db
      .updateTable("outbox")
      .set({ status: "sent", attempts: 2, sent_at: "2027-03-01T10:05:00.000Z", last_error: "421 try later" })
      .where("enquiry_id", "=", enquiryId)
      .where("kind", "=", "notify_trainer")
      .execute();

    // Bookings: one moved by the client, one cancelled by the trainer, one attended, one missed.
    const moved = await book(anna, "2027-03-15T08:00:00.000Z", new Date("2027-03-01T09:00:00.000Z"));
    const movedTo = Date.parse("2027-03-16T09:00:00.000Z");
    expect(
      (
        await changeBooking(
          test.db,
          moved.id,
          { kind: "move", by: "client", slot: { start: movedTo, end: movedTo + HOUR, bufferMs: 15 * 60_000 } },
          { now: new Date("2027-03-02T09:00:00.000Z") },
        )
      ).ok,
    ).toBe(true);
    const cancelled = await book(anna, "2027-03-17T08:00:00.000Z", new Date("2027-03-01T09:05:00.000Z"));
    expect(
      (
        await changeBooking(
          test.db,
          cancelled.id,
          { kind: "cancel", by: "trainer", message: "Przepraszam, choroba." },
          { now: new Date("2027-03-03T09:00:00.000Z") },
        )
      ).ok,
    ).toBe(true);
    const attended = await book(anna, "2027-03-05T08:00:00.000Z", new Date("2027-03-01T09:10:00.000Z"));
    expect((await changeBooking(test.db, attended.id, { kind: "attended" }, { now: new Date("2027-03-05T10:00:00.000Z") })).ok).toBe(true);
    const missed = await book(anna, "2027-03-08T08:00:00.000Z", new Date("2027-03-01T09:15:00.000Z"));
    expect((await changeBooking(test.db, missed.id, { kind: "no_show" }, { now: new Date("2027-03-08T10:00:00.000Z") })).ok).toBe(true);
    await test.db.updateTable("bookings").set({ kept_outside_rules_at: "2027-03-04T08:00:00.000Z" }).where("id", "=", moved.id).execute();
    // The block was made on the address with a +tag: the same mailbox.
    await blockEmail(test.db, "anna.kowalczyk+rezerwacje@example.com", new Date("2027-03-09T08:00:00.000Z"));

    // Someone else, with every kind of record too.
    await saveEnquiry(
      test.db,
      { name: jan.name, email: jan.email, phone: jan.phone, service: null, message: "Czy prowadzi Pan rehabilitację po urazach?" },
      { submissionKey: "enquiry-jan", spam: false, acknowledge: true },
    );
    await book(jan, "2027-03-18T08:00:00.000Z", now);
    await blockEmail(test.db, jan.email, now);

    const exported: ClientExport = await clientExport(test.db, "ANNA.KOWALCZYK@example.com ", 12, now);
    expect(exported.email).toBe(anna.email);
    expect(exported.exportedAt).toBe(now.toISOString());

    const enquiries = await test.db.selectFrom("enquiries").selectAll().where("submission_key", "=", "enquiry-anna").execute();
    expect(exported.enquiries.map((enquiry) => enquiry.id)).toEqual(enquiries.map((enquiry) => enquiry.id));
    for (const enquiry of enquiries) {
      const shown = exported.enquiries.find((item) => item.id === enquiry.id)!;
      expectEveryColumn(enquiry, shown, ENQUIRY_COLUMNS);
      const mails = await test.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", enquiry.id).orderBy("id").execute();
      expectSameMails(mails, shown.mails);
    }
    expect(exported.enquiries[0]).toMatchObject({ statusLabel: "w toku", note: "Oddzwonić po 17:00" });

    const bookings = await test.db.selectFrom("bookings").selectAll().where("email", "=", anna.email).orderBy("id").execute();
    expect(bookings.map((booking) => booking.status).sort()).toEqual(["attended", "cancelled", "confirmed", "no_show"]);
    expect(exported.bookings.map((booking) => booking.id).sort()).toEqual(bookings.map((booking) => booking.id).sort());
    for (const booking of bookings) {
      const shown = exported.bookings.find((item) => item.id === booking.id)!;
      expectEveryColumn(booking, shown, BOOKING_COLUMNS);
      const mails = await test.db.selectFrom("outbox").selectAll().where("booking_id", "=", booking.id).orderBy("id").execute();
      expectSameMails(mails, shown.mails);
    }
    const movedShown = exported.bookings.find((booking) => booking.id === moved.id)!;
    expect(movedShown).toMatchObject({ startsAt: "2027-03-16T09:00:00.000Z", movesByClient: 1, changes: 1 });
    expect(movedShown.mails.map((mail) => `${mail.kind}:${mail.status}`)).toContain("booking_confirmed_visitor:skipped");
    expect(exported.bookings.find((booking) => booking.id === cancelled.id)).toMatchObject({ cancelReason: "Przepraszam, choroba.", statusLabel: "odwołana" });

    const blocks = await test.db.selectFrom("blocked_booking_emails").selectAll().where("email", "like", "anna%").execute();
    expect(blocks).toHaveLength(1);
    expect(exported.bookingBlocks).toEqual([{ email: blocks[0]!.email, blockedAt: blocks[0]!.created_at, expiresAt: "2028-03-09T08:00:00.000Z" }]);

    const text = JSON.stringify(exported);
    for (const part of [jan.name, jan.email, jan.phone, jan.notes, "rehabilitację", "network-5"]) expect(text, part).not.toContain(part);
    for (const part of ["enquiry-anna", "export-1"]) expect(text, `submission key ${part}`).not.toContain(part);
  });

  it("finds the address from the enquiry or booking it was opened from, and nothing from an unknown source", async () => {
    const enquiry = await test.db.selectFrom("enquiries").select(["id", "email"]).where("submission_key", "=", "enquiry-anna").executeTakeFirstOrThrow();
    const booking = await test.db.selectFrom("bookings").select(["id", "email"]).where("submission_key", "=", "export-1").executeTakeFirstOrThrow();
    expect(await clientEmailOf(test.db, exportSourceOf("zapytanie") as "enquiry", enquiry.id)).toBe(enquiry.email);
    expect(await clientEmailOf(test.db, exportSourceOf("rezerwacja") as "booking", booking.id)).toBe(booking.email);
    expect(await clientEmailOf(test.db, "booking", 999_999)).toBeUndefined();
    expect(exportSourceOf("zdjecie")).toBeUndefined();
    expect((await exportFrom(test.db, "enquiry", enquiry.id, 12, now))?.email).toBe(enquiry.email.toLowerCase());
    expect(await exportFrom(test.db, "booking", 999_999, 12, now)).toBeUndefined();
    expect((await clientExport(test.db, "nikt@example.com", 12, now)).enquiries).toEqual([]);
  });
});
