import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { changeBooking } from "~/bookings/booking-store.server";
import { blockTime } from "~/bookings/calendar-blocks.server";
import { handleTrainerBooking } from "./trainer-booking.server";
import { handleRepeatBooking, repeatBookingPage } from "./repeat-booking.server";
import { REPEAT_REFUSALS } from "./repeat-booking.messages";
import { settings, business, now, at, iso, warsawWall, form, key } from "../../tests/support/trainer-booking-fixture";

describe.each(DIALECTS)("„Powtarzaj co tydzień” for a booking already made, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** A single booking by the trainer, at 18:00 on `date`, mailed to the client. */
  async function single(date: string, email: string) {
    const made = await handleTrainerBooking(test.db, form({ start: iso(`${date}T18:00`), email, mailClient: "on" }), settings, business, now);
    expect(made.kind).toBe("booked");
    return test.db
      .selectFrom("bookings")
      .selectAll()
      .where("starts_at", "=", iso(`${date}T18:00`))
      .executeTakeFirstOrThrow();
  }
  /** The page's form as it is sent: the booking named, nothing else filled in. */
  const repeatForm = (booking: { id: number; sequence: number }, fields: Record<string, string> = {}) =>
    new URLSearchParams({ repeatOf: String(booking.id), version: String(booking.sequence), submissionKey: key(), count: "8", intent: "check", ...fields });
  /** "Sprawdź terminy", then "Zapisz serię" with the list's own choices. */
  async function checkThenSave(fields: URLSearchParams) {
    const listed = await handleRepeatBooking(test.db, fields, settings, business, now);
    if (listed.kind !== "form" || !listed.series) throw new Error(`no list: ${JSON.stringify(listed)}`);
    fields.set("intent", "save-series");
    for (const row of listed.series) fields.set(`choice-${row.date}`, row.choice);
    return { listed: listed.series, saved: await handleRepeatBooking(test.db, fields, settings, business, now) };
  }
  const ofSeries = (seriesId: number) => test.db.selectFrom("bookings").selectAll().where("series_id", "=", seriesId).orderBy("starts_at").execute();

  it("makes the booking the first of 8 weeks: the 7 following Tuesdays booked, its own date not twice, one mail listing the new ones", async () => {
    const booking = await single("2027-03-02", "stala@example.com");
    const page = await repeatBookingPage(test.db, String(booking.id), settings, now);
    expect(page).toMatchObject({ refusal: null, count: 8, time: "18:00", mailed: true });
    const mailsBefore = await test.db.selectFrom("outbox").select(["id", "kind", "status"]).where("booking_id", "=", booking.id).orderBy("id").execute();

    const { listed, saved } = await checkThenSave(repeatForm(booking));
    expect(listed.map((row) => [row.date, row.fate, row.choice])).toEqual(
      ["03-09", "03-16", "03-23", "03-30", "04-06", "04-13", "04-20"].map((day) => [`2027-${day}`, "wolne", "book"]),
    );
    expect(saved).toMatchObject({ kind: "booked", date: "2027-03-02" });
    if (saved.kind === "booked") expect(saved.message).toMatch(/co tydzień: zapisano 7 kolejnych treningów, Jan Kowalski\. Klient dostanie e-mail/);

    const first = await test.db.selectFrom("bookings").selectAll().where("id", "=", booking.id).executeTakeFirstOrThrow();
    expect(first.series_id).not.toBeNull();
    // Its own time, version and mails are as they were: it only joined the series.
    expect(first).toMatchObject({ starts_at: booking.starts_at, sequence: booking.sequence, status: "confirmed" });
    const rows = await ofSeries(first.series_id!);
    expect(rows).toHaveLength(8);
    expect(rows[0]!.id).toBe(booking.id);
    expect(rows.map((row) => warsawWall(row.starts_at))).toEqual(Array(8).fill("18:00:00"));
    expect(rows.map((row) => row.client_id)).toEqual(Array(8).fill(booking.client_id));
    expect(await test.db.selectFrom("bookings").select("id").where("starts_at", "=", iso("2027-03-02T18:00")).execute()).toHaveLength(1);
    expect(await test.db.selectFrom("booking_series").selectAll().where("id", "=", first.series_id!).executeTakeFirstOrThrow()).toMatchObject({
      client_id: booking.client_id,
      wall_time: "18:00",
      every_weeks: 1,
      service_slug: "trening",
    });
    expect(await test.db.selectFrom("outbox").select(["id", "kind", "status"]).where("booking_id", "=", booking.id).orderBy("id").execute()).toEqual(
      mailsBefore,
    );
    const confirmations = await test.db
      .selectFrom("outbox")
      .select("booking_id")
      .where("kind", "=", "booking_confirmed_visitor")
      .where(
        "booking_id",
        "in",
        rows.slice(1).map((row) => row.id),
      )
      .execute();
    expect(confirmations).toEqual([{ booking_id: rows[1]!.id }]);
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
    // The page no longer offers it.
    expect((await repeatBookingPage(test.db, String(booking.id), settings, now))?.refusal).toBe(REPEAT_REFUSALS["in-series"]);
  });

  it("saves once when sent twice, one after the other and both at once", async () => {
    const booking = await single("2027-03-03", "dwa-razy@example.com");
    const fields = repeatForm(booking, { count: "3" });
    const { saved } = await checkThenSave(fields);
    expect(saved.kind).toBe("booked");
    expect(await handleRepeatBooking(test.db, fields, settings, business, now)).toMatchObject({ kind: "booked", date: "2027-03-03" });
    const { series_id } = await test.db.selectFrom("bookings").select("series_id").where("id", "=", booking.id).executeTakeFirstOrThrow();
    expect(await ofSeries(series_id!)).toHaveLength(3);

    const other = await single("2027-03-04", "naraz@example.com");
    const once = repeatForm(other, { count: "3" });
    const listed = await handleRepeatBooking(test.db, once, settings, business, now);
    if (listed.kind !== "form" || !listed.series) throw new Error("no list");
    once.set("intent", "save-series");
    const answers = await Promise.all([1, 2].map(() => handleRepeatBooking(test.db, new URLSearchParams(once), settings, business, now)));
    expect(answers.map((answer) => answer.kind)).toEqual(["booked", "booked"]);
    expect(await test.db.selectFrom("bookings").select("id").where("email", "=", "naraz@example.com").execute()).toHaveLength(3);
    const made = await test.db.selectFrom("bookings").select("series_id").distinct().where("email", "=", "naraz@example.com").execute();
    expect(made).toHaveLength(1);
    // The other request's series row went with its transaction.
    expect(await test.db.selectFrom("booking_series").select("id").where("id", ">", made[0]!.series_id!).execute()).toEqual([]);
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("refuses a booking cancelled, moved or put in a series since the page was shown, and saves nothing", async () => {
    const cancelled = await single("2027-03-05", "odwolana@example.com");
    const late = repeatForm(cancelled);
    const listed = await handleRepeatBooking(test.db, late, settings, business, now);
    expect(listed).toMatchObject({ kind: "form" });
    await changeBooking(test.db, cancelled.id, { kind: "cancel", by: "trainer", message: "" }, { now });
    late.set("intent", "save-series");
    expect(await handleRepeatBooking(test.db, late, settings, business, now)).toMatchObject({ kind: "form", formError: REPEAT_REFUSALS.cancelled });
    expect((await repeatBookingPage(test.db, String(cancelled.id), settings, now))?.refusal).toBe(REPEAT_REFUSALS.cancelled);

    const moved = await single("2027-03-06", "przeniesiona@example.com");
    const shown = repeatForm(moved, { intent: "save-series" });
    const slot = { start: at("2027-03-06T10:00"), end: at("2027-03-06T11:00"), bufferMs: 0 };
    expect(await changeBooking(test.db, moved.id, { kind: "move", slot, by: "trainer" }, { now })).toMatchObject({ ok: true });
    expect(await handleRepeatBooking(test.db, shown, settings, business, now)).toMatchObject({ kind: "form", formError: REPEAT_REFUSALS.moved });

    const twice = await single("2027-03-08", "dwie-serie@example.com");
    const { saved } = await checkThenSave(repeatForm(twice, { count: "2" }));
    expect(saved.kind).toBe("booked");
    // Another form (another key), shown before the first was saved.
    expect(await handleRepeatBooking(test.db, repeatForm(twice, { intent: "save-series" }), settings, business, now)).toMatchObject({
      kind: "form",
      formError: REPEAT_REFUSALS["in-series"],
    });
    for (const email of ["odwolana@example.com", "przeniesiona@example.com"]) {
      const rows = await test.db.selectFrom("bookings").select(["series_id"]).where("email", "=", email).execute();
      expect(rows).toEqual([{ series_id: null }]);
    }
    expect(await test.db.selectFrom("bookings").select("id").where("email", "=", "dwie-serie@example.com").execute()).toHaveLength(2);
  });

  it("saves nothing, the booking left alone, when a following date was taken between the list and the save", async () => {
    const booking = await single("2027-04-07", "zajete@example.com");
    const fields = repeatForm(booking, { count: "3" });
    const listed = await handleRepeatBooking(test.db, fields, settings, business, now);
    if (listed.kind !== "form" || !listed.series) throw new Error("no list");
    for (const row of listed.series) fields.set(`choice-${row.date}`, row.choice);
    fields.set("intent", "save-series");
    await blockTime(test.db, { start: at("2027-04-21T18:30"), end: at("2027-04-21T19:00"), note: "" }, now);
    const again = await handleRepeatBooking(test.db, fields, settings, business, now);
    if (again.kind !== "form" || !again.series) throw new Error("saved over a block");
    expect(again.series.map((row) => row.fate)).toEqual(["wolne", "zajęte: blokada 18:30–19:00"]);
    expect(await test.db.selectFrom("bookings").select(["series_id"]).where("email", "=", "zajete@example.com").execute()).toEqual([{ series_id: null }]);
  });
});
