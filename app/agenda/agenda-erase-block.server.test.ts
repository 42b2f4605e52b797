// The agenda's two buttons about a client as a whole: "Usuń dane klienta"
// erases exactly what the card's erase does, and "Odwołaj i zablokuj"
// blocks only a cancel that went through.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBookingSettings } from "../../tests/support/booking-settings";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { saveEnquiry } from "~/enquiries/enquiries.server";
import { agendaAction } from "./agenda.server";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { blockEmail, isEmailBlocked } from "~/clients/booking-blocks.server";
import { PUBLISHED } from "../../tests/support/published-content";

const HOUR = 60 * 60_000;
const now = new Date("2027-03-20T09:00:00.000Z");
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
let keys = 0;

describe.each(DIALECTS)("the agenda's erase and cancel-and-block on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function book(email: string, phone = "", hoursAhead = 24) {
    const settings = testBookingSettings();
    const start = now.getTime() + hoursAhead * HOUR + ++keys * 2 * HOUR;
    const made = await bookSession(
      test.db,
      {
        service: settings.services[0]!,
        place: "Studio",
        start,
        end: start + HOUR,
        bufferMs: 0,
        name: "Anna Nowak",
        email,
        phone,
        notes: "",
        submissionKey: `erase-block-${keys}`,
      },
      now,
    );
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking;
  }
  const act = (fields: Record<string, string>) => agendaAction(test.db, form(fields), testBookingSettings(), now);
  const rowsOf = async (table: "clients" | "client_keys" | "booking_series" | "client_packages" | "bookings" | "enquiries", card: number) =>
    table === "clients"
      ? test.db.selectFrom("clients").select("id").where("id", "=", card).execute()
      : test.db.selectFrom(table).select("client_id").where("client_id", "=", card).execute();
  async function sellPackageAndSeries(card: number) {
    const at = now.toISOString();
    await test.db
      .insertInto("booking_series")
      .values({ client_id: card, service_slug: "trening", wall_time: "18:00", every_weeks: 1, created_at: at })
      .execute();
    await test.db
      .insertInto("client_packages")
      .values({
        client_id: card,
        offer_slug: "pakiet-8",
        name: "Pakiet 8 treningów",
        sessions: 8,
        price: 800,
        valid_weeks: 10,
        valid_from: "sale",
        sold_on: "2027-03-20",
        starts_on: "2027-03-20",
        sequence: 0,
        low_notified_at: null,
        expiry_notified_at: null,
        created_at: at,
      })
      .execute();
  }

  it("erases from the agenda the client's whole card: no card, key, series, package, booking or enquiry of theirs is left", async () => {
    const first = await book("kasia@example.com", "+48 511 222 333");
    await book("Kasia@Example.com");
    const card = first.client_id!;
    await saveEnquiry(
      test.db,
      { name: "Kasia", email: "kasia@example.com", phone: null, service: null, message: "Dzień dobry, czy są wolne terminy?" },
      { submissionKey: randomUUID(), spam: false, acknowledge: false },
    );
    await sellPackageAndSeries(card);
    await blockEmail(test.db, "kasia@example.com", now);
    const other = await book("jan@example.com");

    const told = await act({ intent: "erase", id: String(first.id) });

    expect(told).toBe(
      "Dane klienta usunięte na zawsze: karta klienta, 2 rezerwacje, 1 zapytanie, 1 pakiet z historią, 1 seria stałych treningów, 7 e-maili czekających na wysłanie i blokada adresu. Powiadomienia o tej osobie w swojej skrzynce i kalendarzu usuń u siebie.",
    );
    for (const table of ["clients", "client_keys", "booking_series", "client_packages", "bookings", "enquiries"] as const) {
      expect(await rowsOf(table, card), table).toEqual([]);
    }
    expect(await test.db.selectFrom("enquiries").select("id").where("email", "=", "kasia@example.com").execute()).toEqual([]);
    expect(await isEmailBlocked(test.db, "kasia@example.com", PUBLISHED.privacy.blockMonths, now)).toBe(false);
    expect(await rowsOf("bookings", other.client_id!)).toHaveLength(1);
    expect(await act({ intent: "erase", id: String(first.id) })).toBe("Nie ma takiej rezerwacji — mogła zostać usunięta.");
  });

  it("erases a client without an e-mail address by their card", async () => {
    const booking = await book("", "+48 600 700 800");
    const card = booking.client_id!;
    await sellPackageAndSeries(card);

    expect(await act({ intent: "erase", id: String(booking.id) })).toMatch(
      /^Dane klienta usunięte na zawsze: karta klienta, 1 rezerwacja, 1 pakiet z historią, 1 seria/,
    );
    for (const table of ["clients", "client_keys", "booking_series", "client_packages", "bookings"] as const) {
      expect(await rowsOf(table, card), table).toEqual([]);
    }
  });

  it("cancels and blocks in one go", async () => {
    const booking = await book("ola@example.com");
    expect(await act({ intent: "cancel-block", id: String(booking.id), version: String(booking.sequence) })).toMatch(/^Odwołano i zablokowano ola@example.com/);
    expect((await test.db.selectFrom("bookings").select("status").where("id", "=", booking.id).executeTakeFirstOrThrow()).status).toBe("cancelled");
    expect(await isEmailBlocked(test.db, "ola@example.com", PUBLISHED.privacy.blockMonths, now)).toBe(true);
  });

  it("blocks nobody when the cancel is refused: a stale page, a booking cancelled already, or one already marked", async () => {
    const stale = await book("ewa@example.com");
    expect(await act({ intent: "cancel-block", id: String(stale.id), version: String(stale.sequence + 1) })).toMatch(/zmieniono przed chwilą/);
    expect((await test.db.selectFrom("bookings").select("status").where("id", "=", stale.id).executeTakeFirstOrThrow()).status).toBe("confirmed");

    const cancelled = await book("ewa@example.com");
    await changeBooking(test.db, cancelled.id, { kind: "cancel", by: "client" }, { now });
    expect(await act({ intent: "cancel-block", id: String(cancelled.id) })).toBe("Ta rezerwacja została już odwołana.");

    const past = await book("ewa@example.com", "", -200);
    expect((await changeBooking(test.db, past.id, { kind: "attended" }, { now })).ok).toBe(true);
    expect(await act({ intent: "cancel-block", id: String(past.id) })).toBe("To spotkanie ma już zapisany wynik.");

    expect(await isEmailBlocked(test.db, "ewa@example.com", PUBLISHED.privacy.blockMonths, now)).toBe(false);
    expect(await test.db.selectFrom("blocked_booking_emails").select("email").where("email", "like", "ewa%").execute()).toEqual([]);
  });
});
