import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { bookSession } from "~/bookings/booking-store.server";
import { blockTime } from "~/bookings/calendar-blocks.server";
import { clientKeys } from "~/clients/client-keys";
import { rememberErased } from "~/clients/erased-people.server";
import { handleTrainerBooking } from "./trainer-booking.server";
import { settings, business, now, at, iso, form, key } from "../../tests/support/trainer-booking-fixture";

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

  it("asks the trainer's explicit yes before booking a new client with an erased person's phone, and books with it", async () => {
    await test.db.transaction().execute((trx) => rememberErased(trx, clientKeys({ email: "", phone: "+48 600 999 888" }), now));
    const typed = { start: iso("2027-03-02T09:00"), name: "Zofia Wróciła", phone: "600 999 888" };
    const refused = await handleTrainerBooking(test.db, form(typed), settings, business, now);
    expect(refused).toMatchObject({ kind: "form", status: 409, fieldErrors: { erasedConfirmed: [expect.stringMatching(/usunięte \(RODO\)/)] } });
    expect(await test.db.selectFrom("clients").select("id").where("name", "=", "Zofia Wróciła").execute()).toEqual([]);
    expect(await handleTrainerBooking(test.db, form({ ...typed, erasedConfirmed: "on" }), settings, business, now)).toMatchObject({ kind: "booked" });
    // Back on a card of her own: the next booking typed with her phone needs no second yes.
    const next = await handleTrainerBooking(test.db, form({ ...typed, start: iso("2027-03-03T09:00") }), settings, business, now);
    expect(next).toMatchObject({ kind: "booked" });
  });
});
