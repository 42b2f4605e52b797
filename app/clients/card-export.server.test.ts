import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import {
  bookFor,
  CARD_COLUMNS,
  expectEveryColumn,
  expectSameMails,
  PACKAGE_COLUMNS,
  PACKAGE_EVENT_COLUMNS,
  PACKAGE_USE_COLUMNS,
  SERIES_COLUMNS,
} from "../../tests/support/client-export-columns";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { linkUnlinked } from "~/clients/client-cards.server";
import { cardExport } from "./card-export.server";

const now = new Date("2027-03-10T12:00:00.000Z");

describe.each(DIALECTS)("a client's card export on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const book = (person: Parameters<typeof bookFor>[1], startsAt: string, madeAt: Date, takenBy?: "visitor" | "trainer") =>
    bookFor(test.db, person, startsAt, madeAt, takenBy);

  it("exports a client's card: the card, its rows by card (whatever address), series, packages with uses, history and mails", async () => {
    const ola = { name: "Ola Zielińska", email: "ola@example.com", phone: "+48 511 000 111", notes: "" };
    // Someone else, on a card of their own: nothing of theirs is in Ola's export.
    await book({ name: "Anna Kowalczyk", email: "anna.kowalczyk@example.com", phone: "+48 600 111 222", notes: "" }, "2027-04-07T08:00:00.000Z", now);
    await saveEnquiry(
      test.db,
      { name: "Jan Wiśniewski", email: "jan.wisniewski@example.com", phone: null, service: null, message: "Czy są wolne terminy?" },
      { submissionKey: "enquiry-jan", spam: false, acknowledge: true },
    );
    const online = await book(ola, "2027-04-05T08:00:00.000Z", now);
    // A booking the trainer took by phone with another address: the same card, found by the phone.
    const byPhone = await book({ ...ola, email: "ola.praca@example.com" }, "2027-04-06T08:00:00.000Z", now, "trainer");
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
        sequence: 2,
        low_notified_at: null,
        expiry_notified_at: null,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.insertInto("package_uses").values({ booking_id: online.id, package_id: sold.id, created_at: at }).execute();
    const payment = { kind: "payment", method: "blik", amount: 800, at, what: "Pakiet 8 treningów", recorded_by: "trainer", voided_at: null } as const;
    await test.db
      .insertInto("ledger_entries")
      .values({ ...payment, booking_id: null, package_id: sold.id, voucher_id: null, document: `P-${sold.id}` })
      .execute();
    await test.db.insertInto("package_events").values({ package_id: sold.id, at, author: "trener", what: "Sprzedano pakiet" }).execute();
    await test.db
      .insertInto("outbox")
      .values({
        enquiry_id: null,
        booking_id: null,
        package_id: sold.id,
        kind: "package_running_out_trainer",
        recipient: "trainer",
        status: "pending",
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        sent_at: null,
        created_at: at,
      })
      .execute();

    const exported = (await cardExport(test.db, card!, 12, now))!;
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
    expect(shown.payments).toEqual([{ kind: "payment", method: "blik", amount: 800, at, what: "Pakiet 8 treningów", undoneAt: null }]);
    const use = await test.db.selectFrom("package_uses").selectAll().where("package_id", "=", sold.id).executeTakeFirstOrThrow();
    expectEveryColumn(use, shown.uses[0]!, PACKAGE_USE_COLUMNS);
    const event = await test.db.selectFrom("package_events").selectAll().where("package_id", "=", sold.id).executeTakeFirstOrThrow();
    expectEveryColumn(event, shown.history[0]!, PACKAGE_EVENT_COLUMNS);
    expectSameMails(await test.db.selectFrom("outbox").selectAll().where("package_id", "=", sold.id).execute(), shown.mails);
    const text = JSON.stringify(exported);
    for (const part of ["Anna Kowalczyk", "Jan Wiśniewski", "enquiry-ola"]) expect(text, part).not.toContain(part);
    expect(await cardExport(test.db, 999_999, 12, now)).toBeUndefined();
  });
});
