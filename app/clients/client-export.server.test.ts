import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { Booking, Enquiry, OutboxRow } from "~/db/database.server";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { setNote, setStatus } from "~/admin/inbox.server";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { blockEmail } from "~/bookings/booking-blocks.server";
import { linkUnlinked } from "~/clients/client-cards.server";
import type { Selectable } from "kysely";
import type { BookingSeriesTable, ClientPackageTable, ClientTable, PackageEventTable, PackageUseTable } from "~/db/diary-tables";
import {
  cardExport,
  clientEmailOf,
  clientExport,
  type ClientExport,
  type ExportedBooking,
  type ExportedCard,
  type ExportedEnquiry,
  type ExportedMail,
  type ExportedPackage,
  type ExportedPackageEvent,
  type ExportedPackageUse,
  type ExportedSeries,
} from "./client-export.server";

const HOUR = 60 * 60_000;
const now = new Date("2027-03-10T12:00:00.000Z");

// Every column of every table that holds a client's data, and where the
// export says it: a column added later fails here until the export has it.
const ENQUIRY_COLUMNS: Record<keyof Enquiry, keyof ExportedEnquiry | "left out"> = {
  id: "id",
  created_at: "receivedAt",
  name: "name",
  email: "email",
  phone: "phone",
  service: "service",
  message: "message",
  status: "status",
  note: "note",
  submission_key: "left out",
  client_id: "left out",
};
const BOOKING_COLUMNS: Record<keyof Booking, keyof ExportedBooking | "left out"> = {
  id: "id",
  service_slug: "service",
  service_name: "serviceName",
  place: "place",
  price: "price",
  starts_at: "startsAt",
  ends_at: "endsAt",
  claimed_until: "bufferUntil",
  name: "name",
  email: "email",
  phone: "phone",
  notes: "notes",
  status: "status",
  sequence: "changes",
  client_moves: "movesByClient",
  moved_at: "movedAt",
  kept_outside_rules_at: "keptOutsideRulesAt",
  submission_key: "left out",
  network_hash: "networkHash",
  cancel_reason: "cancelReason",
  cancelled_at: "cancelledAt",
  created_at: "bookedAt",
  client_id: "left out",
  series_id: "left out",
  origin: "left out",
  mail_client: "left out",
};
const CARD_COLUMNS: Record<keyof Selectable<ClientTable>, keyof ExportedCard | "left out"> = {
  id: "id",
  name: "name",
  email: "email",
  phone: "phone",
  notes: "notes",
  created_at: "createdAt",
  last_activity_at: "lastActivityAt",
};
const SERIES_COLUMNS: Record<keyof Selectable<BookingSeriesTable>, keyof ExportedSeries | "parent"> = {
  id: "id",
  client_id: "parent",
  service_slug: "service",
  wall_time: "wallTime",
  every_weeks: "everyWeeks",
  created_at: "createdAt",
};
/** paid is 1/0 stored, true/false exported: compared apart. */
const PACKAGE_COLUMNS: Record<keyof Selectable<ClientPackageTable>, keyof ExportedPackage | "parent" | "left out"> = {
  id: "id",
  client_id: "parent",
  offer_slug: "offer",
  name: "name",
  sessions: "sessions",
  price: "price",
  valid_weeks: "validWeeks",
  valid_from: "validFrom",
  sold_on: "soldOn",
  starts_on: "startsOn",
  paid: "left out",
  sequence: "changes",
  low_notified_at: "lowNotifiedAt",
  expiry_notified_at: "expiryNotifiedAt",
  notice_closed_at: "noticeClosedAt",
  created_at: "createdAt",
};
const PACKAGE_USE_COLUMNS: Record<keyof Selectable<PackageUseTable>, keyof ExportedPackageUse | "parent"> = {
  booking_id: "bookingId",
  package_id: "parent",
  created_at: "usedAt",
};
const PACKAGE_EVENT_COLUMNS: Record<keyof Selectable<PackageEventTable>, keyof ExportedPackageEvent | "parent"> = {
  id: "id",
  package_id: "parent",
  at: "at",
  author: "author",
  what: "what",
};
/** enquiry_id and booking_id: the mail is listed under its enquiry or booking. */
const OUTBOX_COLUMNS: Record<keyof OutboxRow, keyof ExportedMail | "parent"> = {
  id: "id",
  enquiry_id: "parent",
  booking_id: "parent",
  package_id: "parent",
  kind: "kind",
  status: "status",
  attempts: "attempts",
  next_attempt_at: "nextAttemptAt",
  locked_until: "lockedUntil",
  last_error: "lastError",
  sent_at: "sentAt",
  created_at: "queuedAt",
};

/** Each stored column of `row` has its value at its place in `exported`; no column is unaccounted for. */
function expectEveryColumn<Row extends object>(row: Row, exported: object, columns: Record<string, string>) {
  expect(Object.keys(row).sort()).toEqual(Object.keys(columns).sort());
  for (const [column, key] of Object.entries(columns)) {
    if (key === "left out" || key === "parent") continue;
    expect((exported as Record<string, unknown>)[key], column).toEqual((row as Record<string, unknown>)[column]);
  }
}

/** The mails of an enquiry or booking, each with every column, in any order. */
function expectSameMails(rows: OutboxRow[], shown: ExportedMail[]) {
  expect(shown.map((mail) => mail.id).sort((a, b) => a - b)).toEqual(rows.map((mail) => mail.id).sort((a, b) => a - b));
  for (const row of rows)
    expectEveryColumn(
      row,
      shown.find((mail) => mail.id === row.id)!,
      OUTBOX_COLUMNS,
    );
}

describe.each(DIALECTS)("a client's data export on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function book(person: { name: string; email: string; phone: string; notes: string }, startsAt: string, madeAt: Date) {
    const start = Date.parse(startsAt);
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio, ul. Sportowa 1",
        start,
        end: start + HOUR,
        bufferMs: 15 * 60_000,
        ...person,
        submissionKey: `export-${++keys}`,
      },
      madeAt,
    );
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking;
  }

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

    const exported: ClientExport = await clientExport(test.db, "ANNA.KOWALCZYK@example.com ", now, 12);
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
    expect(await clientEmailOf(test.db, "zapytanie", enquiry.id)).toBe(enquiry.email);
    expect(await clientEmailOf(test.db, "rezerwacja", booking.id)).toBe(booking.email);
    expect(await clientEmailOf(test.db, "rezerwacja", 999_999)).toBeUndefined();
    expect(await clientEmailOf(test.db, "zdjecie", enquiry.id)).toBeUndefined();
    expect((await clientExport(test.db, "nikt@example.com", now)).enquiries).toEqual([]);
  });

  it("exports a client's card: the card, its rows by card (whatever address), series, packages with uses, history and mails", async () => {
    const ola = { name: "Ola Zielińska", email: "ola@example.com", phone: "+48 511 000 111", notes: "" };
    const online = await book(ola, "2027-04-05T08:00:00.000Z", now);
    // A booking by phone with another address: the same card, found by the phone.
    const byPhone = await book({ ...ola, email: "ola.praca@example.com" }, "2027-04-06T08:00:00.000Z", now);
    await saveEnquiry(
      test.db,
      { name: ola.name, email: ola.email, phone: null, service: null, message: "Ile kosztuje pakiet?" },
      { submissionKey: "enquiry-ola", spam: false, acknowledge: true },
    );
    await linkUnlinked(test.db);
    const { client_id: card } = await test.db.selectFrom("bookings").select("client_id").where("id", "=", online.id).executeTakeFirstOrThrow();
    await test.db.updateTable("clients").set({ notes: "Woli poranki" }).where("id", "=", card!).execute();
    const at = "2027-04-01T10:00:00.000Z";
    await test.db
      .insertInto("booking_series")
      .values({ client_id: card, service_slug: "trening-personalny", wall_time: "10:00", every_weeks: 1, created_at: at })
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
        valid_from: "first_session",
        sold_on: "2027-04-01",
        starts_on: "2027-04-05",
        paid: 1,
        sequence: 2,
        low_notified_at: null,
        expiry_notified_at: null,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.insertInto("package_uses").values({ booking_id: online.id, package_id: sold.id, created_at: at }).execute();
    await test.db.insertInto("package_events").values({ package_id: sold.id, at, author: "trener", what: "Sprzedano pakiet" }).execute();
    await test.db
      .insertInto("outbox")
      .values({
        enquiry_id: null,
        booking_id: null,
        package_id: sold.id,
        kind: "package_running_out_trainer",
        status: "pending",
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: at,
      })
      .execute();

    const exported = (await cardExport(test.db, card!, now, 12))!;
    const stored = await test.db.selectFrom("clients").selectAll().where("id", "=", card!).executeTakeFirstOrThrow();
    expectEveryColumn(stored, exported.card!, CARD_COLUMNS);
    expect(exported.card!.keys).toEqual(["e:ola@example.com", "e:ola.praca@example.com", "p:+48511000111"].sort());
    expect(exported.bookings.map((booking) => booking.id).sort()).toEqual([online.id, byPhone.id].sort());
    expect(exported.enquiries.map((enquiry) => enquiry.message)).toEqual(["Ile kosztuje pakiet?"]);
    const series = await test.db.selectFrom("booking_series").selectAll().where("client_id", "=", card).execute();
    expect(exported.series).toHaveLength(1);
    expectEveryColumn(series[0]!, exported.series![0]!, SERIES_COLUMNS);
    const packageRow = await test.db.selectFrom("client_packages").selectAll().where("id", "=", sold.id).executeTakeFirstOrThrow();
    const shown = exported.packages![0]!;
    expectEveryColumn(packageRow, shown, PACKAGE_COLUMNS);
    expect(shown.paid).toBe(true);
    const use = await test.db.selectFrom("package_uses").selectAll().where("package_id", "=", sold.id).executeTakeFirstOrThrow();
    expectEveryColumn(use, shown.uses[0]!, PACKAGE_USE_COLUMNS);
    const event = await test.db.selectFrom("package_events").selectAll().where("package_id", "=", sold.id).executeTakeFirstOrThrow();
    expectEveryColumn(event, shown.history[0]!, PACKAGE_EVENT_COLUMNS);
    expectSameMails(await test.db.selectFrom("outbox").selectAll().where("package_id", "=", sold.id).execute(), shown.mails);
    const text = JSON.stringify(exported);
    for (const part of ["Anna Kowalczyk", "Jan Wiśniewski", "enquiry-ola"]) expect(text, part).not.toContain(part);
    expect(await cardExport(test.db, 999_999, now)).toBeUndefined();
  });
});
