import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { bookSession } from "~/bookings/booking-store.server";
import { blockTime } from "~/bookings/calendar-blocks.server";
import { handleTrainerBooking } from "./trainer-booking.server";
import { CHECK_SERIES } from "./trainer-booking.messages";
import { settings, business, now, at, iso, warsawWall, form, key } from "../../tests/support/trainer-booking-fixture";

describe.each(DIALECTS)("weekly series, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const seriesForm = (fields: Record<string, string>) =>
    form({
      date: "2027-03-02",
      start: "other",
      otherTime: "18:00",
      repeat: "on",
      everyWeeks: "1",
      ends: "count",
      count: "8",
      email: "stala@example.com",
      mailClient: "on",
      ...fields,
    });

  it("keeps 18:00 Warsaw time in every occurrence across both 2027 clock changes, one confirmation for all", async () => {
    const fields = seriesForm({ ends: "until", until: "2027-11-30", intent: "check" });
    const listed = await handleTrainerBooking(test.db, fields, settings, business, now);
    if (listed.kind !== "form" || !listed.series) throw new Error("no list");
    // The list asked for is an answer, not a refusal.
    expect(listed).toMatchObject({ status: 200, formNote: CHECK_SERIES });
    expect(listed.formError).toBeUndefined();
    expect(listed.series).toHaveLength(40);
    expect(listed.series.filter((row) => row.clockChange).map((row) => row.date)).toEqual(["2027-03-30", "2027-11-02"]);
    // Tuesdays that are holidays (none in 2027 between these dates, but the list decides) are skipped by default.
    const notFree = listed.series.filter((row) => row.fate !== "wolne").map((row) => `${row.date} ${row.fate}`);
    fields.set("intent", "save-series");
    const saved = await handleTrainerBooking(test.db, fields, settings, business, now);
    expect(saved).toMatchObject({ kind: "booked", date: "2027-03-02" });
    const rows = await test.db.selectFrom("bookings").selectAll().where("series_id", "is not", null).orderBy("starts_at").execute();
    expect(rows).toHaveLength(40 - notFree.length);
    for (const row of rows) expect(warsawWall(row.starts_at)).toBe("18:00:00");
    expect(rows.find((row) => row.starts_at.startsWith("2027-07"))!.starts_at).toMatch(/T16:00:00/);
    expect(rows.find((row) => row.starts_at.startsWith("2027-12") || row.starts_at.startsWith("2027-11-30"))!.starts_at).toMatch(/T17:00:00/);
    const series = await test.db.selectFrom("booking_series").selectAll().executeTakeFirstOrThrow();
    expect(series).toMatchObject({ wall_time: "18:00", every_weeks: 1 });
    const confirmations = await test.db
      .selectFrom("outbox")
      .select("booking_id")
      .where("kind", "=", "booking_confirmed_visitor")
      .where(
        "booking_id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    expect(confirmations).toEqual([{ booking_id: rows[0]!.id }]);
    const reminders = await test.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "booking_reminder")
      .where(
        "booking_id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    expect(reminders).toHaveLength(rows.length);
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("lists a collision with what it is, saves the chosen ones, and nothing when a time was taken meanwhile", async () => {
    const first = "2028-03-07";
    const fields = seriesForm({ date: first, email: "druga@example.com", intent: "check", count: "3" });
    await bookSession(
      test.db,
      {
        service: { slug: "trening", name: "Trening personalny", price: 150 },
        place: "Studio",
        start: at("2028-03-14T18:00"),
        end: at("2028-03-14T19:00"),
        bufferMs: 0,
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "",
        notes: "",
        submissionKey: key(),
      },
      now,
    );
    const listed = await handleTrainerBooking(test.db, fields, settings, business, now);
    if (listed.kind !== "form" || !listed.series) throw new Error("no list");
    expect(listed.series.map((row) => [row.date, row.fate, row.choice])).toEqual([
      ["2028-03-07", "wolne", "book"],
      ["2028-03-14", "zajęte: Anna Nowak, Trening personalny 18:00–19:00", "skip"],
      ["2028-03-21", "wolne", "book"],
    ]);
    // Someone takes the third date between the list and the save: nothing of the series is saved.
    await blockTime(test.db, { start: at("2028-03-21T18:30"), end: at("2028-03-21T19:00"), note: "" }, now);
    const { saveSeries } = await import("~/series/save-series.server");
    const { seriesFates } = await import("~/series/series-fates");
    const plan = { first: Temporal.PlainDate.from(first), minutes: 18 * 60, everyWeeks: 1 as const, ends: { count: 3 } };
    const stale = seriesFates(settings, settings.services[0]!, plan, now, []).filter((occurrence) => occurrence.date !== "2028-03-14");
    const draft = {
      client: { name: "Druga Osoba", email: "druga@example.com", phone: "" },
      service: settings.services[0]!,
      place: "Studio",
      bufferMs: 15 * 60_000,
      cancelCutoffHours: 12,
      notes: "",
      mailClient: true,
      submissionKey: key(),
      plan,
      outsideConfirmed: false,
    };
    expect(await saveSeries(test.db, draft, stale, now)).toBe("taken");
    expect(await test.db.selectFrom("booking_series").select("id").where("service_slug", "=", "trening").execute()).toHaveLength(1);
    expect(await test.db.selectFrom("bookings").select("id").where("email", "=", "druga@example.com").execute()).toEqual([]);
    // Through the form (as the list sent it: the free dates to book), the list comes back with the new fate.
    fields.set("intent", "save-series");
    for (const row of listed.series) fields.set(`choice-${row.date}`, row.choice);
    const again = await handleTrainerBooking(test.db, fields, settings, business, now);
    if (again.kind !== "form" || !again.series) throw new Error("saved over a block");
    expect(again.series[2]!.fate).toBe("zajęte: blokada 18:30–19:00");
    // Skipping it saves the first.
    fields.set("choice-2028-03-21", "skip");
    expect(await handleTrainerBooking(test.db, fields, settings, business, now)).toMatchObject({ kind: "booked" });
    expect(await test.db.selectFrom("bookings").select("starts_at").where("email", "=", "druga@example.com").execute()).toEqual([
      { starts_at: iso("2028-03-07T18:00") },
    ]);
  });
});
