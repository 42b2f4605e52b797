import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { bookingSchema, WEEKDAYS, type BookingSettings } from "~content/booking-schema";
import { withOwnPrices } from "~/site-content/resolve-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { blockTime, bookSession } from "~/bookings/booking-store.server";
import { handleTrainerBooking } from "./trainer-booking.server";

const week = (from: string, to: string) => Object.fromEntries(WEEKDAYS.map((day) => [day, [{ from, to }]])) as BookingSettings["weeklyHours"];
const settings: BookingSettings = withOwnPrices(
  bookingSchema.parse({
    services: [{ slug: "trening", name: "Trening personalny", durationMinutes: 60, place: "studio", price: 150 }],
    weeklyHours: { ...week("08:00", "20:00"), sunday: [] },
    exceptions: [],
    startEveryMinutes: 30,
    bufferMinutes: 15,
    minNoticeHours: 24,
    horizonDays: 30,
    maxPerDay: 20,
    maxFuturePerEmail: 2,
    cancelCutoffHours: 12,
  }),
);
const business = { address: { street: "ul. Sportowa 1", locality: "Przykładowo" } };
const now = new Date("2027-02-20T10:00:00.000Z");
const at = (wall: string) => Temporal.PlainDateTime.from(wall).toZonedDateTime("Europe/Warsaw").epochMilliseconds;
const iso = (wall: string) => new Date(at(wall)).toISOString();
const warsawWall = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO("Europe/Warsaw").toPlainTime().toString();

let keys = 0;
const key = () => `trainer-key-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ service: "trening", name: "Jan Kowalski", phone: "600 100 200", submissionKey: key(), intent: "book", ...fields });
}

describe.each(DIALECTS)("bookings the trainer takes, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const mailsOf = (bookingId: number) => test.db.selectFrom("outbox").select("kind").where("booking_id", "=", bookingId).orderBy("id").execute();

  it("books a free time for a new client by phone: a card made, no mail to a client without an address, none to the trainer", async () => {
    const answer = await handleTrainerBooking(test.db, form({ start: iso("2027-02-22T18:00") }), settings, business, now);
    expect(answer).toMatchObject({ kind: "booked", date: "2027-02-22" });
    const booking = await test.db.selectFrom("bookings").selectAll().where("starts_at", "=", iso("2027-02-22T18:00")).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ origin: "trainer", mail_client: 0, phone: "+48 600 100 200", email: "", kept_outside_rules_at: null });
    const card = await test.db.selectFrom("clients").selectAll().where("id", "=", booking.client_id!).executeTakeFirstOrThrow();
    expect(card).toMatchObject({ name: "Jan Kowalski", phone: "+48 600 100 200" });
    expect(await mailsOf(booking.id)).toEqual([]);
  });

  it("sends the client the confirmation and the reminder when they have an address and the box is ticked", async () => {
    const answer = await handleTrainerBooking(
      test.db,
      form({ start: iso("2027-02-23T18:00"), email: "ewa@example.com", name: "Ewa Lis", phone: "", mailClient: "on" }),
      settings,
      business,
      now,
    );
    expect(answer.kind).toBe("booked");
    const booking = await test.db.selectFrom("bookings").selectAll().where("starts_at", "=", iso("2027-02-23T18:00")).executeTakeFirstOrThrow();
    expect(booking.mail_client).toBe(1);
    expect((await mailsOf(booking.id)).map((mail) => mail.kind)).toEqual(["booking_confirmed_visitor", "booking_reminder"]);
  });

  it("uses a chosen card, and with the box unticked queues nothing for the client, not even when cancelled", async () => {
    const card = await test.db
      .insertInto("clients")
      .values({ name: "Ola Nowak", email: "ola@example.com", phone: "", notes: "", created_at: now.toISOString(), last_activity_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answer = await handleTrainerBooking(
      test.db,
      form({ start: iso("2027-02-24T18:00"), clientId: String(card.id), name: "", phone: "" }),
      settings,
      business,
      now,
    );
    expect(answer.kind).toBe("booked");
    const booking = await test.db.selectFrom("bookings").selectAll().where("starts_at", "=", iso("2027-02-24T18:00")).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ client_id: card.id, email: "ola@example.com", mail_client: 0 });
    const { changeBooking } = await import("~/bookings/booking-store.server");
    expect(await changeBooking(test.db, booking.id, { kind: "cancel", by: "trainer", message: "" }, { now })).toMatchObject({ ok: true });
    expect(await mailsOf(booking.id)).toEqual([]);
  });

  it("takes a time outside working hours only after the confirmation, and keeps it out of the 'outside the rules' list", async () => {
    const sunday = form({ date: "2027-02-28", start: "other", otherTime: "10:00" });
    const refused = await handleTrainerBooking(test.db, sunday, settings, business, now);
    expect(refused).toMatchObject({ kind: "form", status: 409 });
    if (refused.kind === "form") expect(refused.formError).toMatch(/niedziela — dzień wolny.*poza godzinami pracy/);
    expect(await test.db.selectFrom("bookings").select("id").where("starts_at", "=", iso("2027-02-28T10:00")).execute()).toEqual([]);
    sunday.set("outsideHours", "on");
    expect(await handleTrainerBooking(test.db, sunday, settings, business, now)).toMatchObject({ kind: "booked" });
    const kept = await test.db.selectFrom("bookings").selectAll().where("starts_at", "=", iso("2027-02-28T10:00")).executeTakeFirstOrThrow();
    expect(kept.kept_outside_rules_at).toBe(now.toISOString());
  });

  it("refuses a time that collides with a booking or a block, naming it, and saves nothing", async () => {
    await bookSession(
      test.db,
      {
        service: { slug: "trening", name: "Trening personalny", price: 150 },
        place: "Studio",
        start: at("2027-02-25T17:00"),
        end: at("2027-02-25T18:00"),
        bufferMs: 15 * 60_000,
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "",
        notes: "",
        submissionKey: key(),
      },
      now,
    );
    const answer = await handleTrainerBooking(
      test.db,
      form({ date: "2027-02-25", start: "other", otherTime: "18:00", outsideHours: "on" }),
      settings,
      business,
      now,
    );
    expect(answer).toMatchObject({ kind: "form", status: 409 });
    if (answer.kind === "form") expect(answer.formError).toContain("Anna Nowak, Trening personalny 17:00–18:00");
    await blockTime(test.db, { start: at("2027-02-26T12:00"), end: at("2027-02-26T13:00"), note: "dentysta" }, now);
    const blocked = await handleTrainerBooking(test.db, form({ date: "2027-02-26", start: "other", otherTime: "12:30" }), settings, business, now);
    if (blocked.kind === "form") expect(blocked.formError).toContain("blokada 12:00–13:00 (dentysta)");
    else throw new Error("booked over a block");
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("refuses a new client without a phone or an e-mail, and a phone that is not one", async () => {
    const none = await handleTrainerBooking(test.db, form({ start: iso("2027-03-01T09:00"), phone: "" }), settings, business, now);
    expect(none).toMatchObject({ kind: "form", fieldErrors: { phone: ["Podaj telefon albo e-mail klienta."] } });
    const wrong = await handleTrainerBooking(test.db, form({ start: iso("2027-03-01T09:00"), phone: "12" }), settings, business, now);
    expect(wrong).toMatchObject({ kind: "form", fieldErrors: { phone: [expect.stringMatching(/500 000 000/)] } });
  });
});

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
    const { saveSeries } = await import("./trainer-booking.server");
    const { seriesFates } = await import("~/series/series-fates");
    const plan = { first: Temporal.PlainDate.from(first), minutes: 18 * 60, everyWeeks: 1 as const, ends: { count: 3 } };
    const stale = seriesFates(settings, settings.services[0]!, plan, now, []).filter((occurrence) => occurrence.date !== "2028-03-14");
    const draft = {
      client: { name: "Druga Osoba", email: "druga@example.com", phone: "" },
      service: settings.services[0]!,
      place: "Studio",
      bufferMs: 15 * 60_000,
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
