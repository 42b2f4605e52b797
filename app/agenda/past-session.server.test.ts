import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookingInvariantViolations } from "../../tests/support/booking-invariants";
import { sellPackage } from "~/packages/client-packages.server";
import { packagesOf } from "~/packages/package-views.server";
import { handleTrainerBooking } from "./trainer-booking.server";
import { handlePastSession, pastSessionPage } from "./past-session.server";
import { PAST_SESSION_ERRORS } from "./past-session.messages";
import { settings, business, now, iso, form, key } from "../../tests/support/trainer-booking-fixture";

// `now` is Saturday 20 February 2027, 11:00 in Warsaw.
describe.each(DIALECTS)("a session that happened, entered afterwards, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  /** A card with a package of 8 sessions sold today, as the card's sale form records it. */
  async function clientWithPackage(name: string, phone: string) {
    const card = await test.db
      .insertInto("clients")
      .values({ name, email: "", phone, notes: "", created_at: now.toISOString(), last_activity_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sale = {
      offerSlug: "pakiet-8",
      services: ["trening"],
      name: "Pakiet 8 treningów",
      sessions: 8,
      price: 1040,
      validWeeks: 8,
      validFrom: "first_session" as const,
    };
    await sellPackage(test.db, card.id, { ...sale, paidBy: "cash", saleKey: key() }, now);
    return card.id;
  }
  const used = async (clientId: number) => (await packagesOf(test.db, clientId, now))[0]!.used;
  const pastForm = (clientId: number, fields: Record<string, string> = {}) =>
    new URLSearchParams({ clientId: String(clientId), service: "trening", date: "2027-02-16", time: "18:00", submissionKey: key(), ...fields });
  const outboxCount = async () =>
    Number(
      (
        await test.db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("is a booking of the card marked attended, one session of the package used, no mail to anyone, no time held", async () => {
    const clientId = await clientWithPackage("Ewa Stała", "+48 600 111 222");
    const mailsBefore = await outboxCount();
    const answer = await handlePastSession(test.db, pastForm(clientId), settings, business, now);
    expect(answer).toMatchObject({ kind: "saved", clientId });
    if (answer.kind === "saved")
      expect(answer.message).toMatch(/^Wpisano trening, który się odbył: .*16 lutego 2027, 18:00–19:00 — Ewa Stała\. Odliczono go z pakietu/);
    const booking = await test.db.selectFrom("bookings").selectAll().where("client_id", "=", clientId).executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      status: "attended",
      origin: "trainer",
      mail_client: 0,
      starts_at: iso("2027-02-16T18:00"),
      ends_at: iso("2027-02-16T19:00"),
    });
    expect(await used(clientId)).toBe(1);
    expect(await outboxCount()).toBe(mailsBefore);
    expect(await test.db.selectFrom("outbox").select("id").where("booking_id", "=", booking.id).execute()).toEqual([]);
    expect(await test.db.selectFrom("booking_cells").select("cell_at").where("booking_id", "=", booking.id).execute()).toEqual([]);
    expect(await bookingInvariantViolations(test.db)).toEqual([]);
  });

  it("records a form sent twice (one after the other and both at once) once", async () => {
    const clientId = await clientWithPackage("Ola Dwa Razy", "+48 600 333 444");
    const fields = pastForm(clientId, { date: "2027-02-15" });
    for (const answer of [
      await handlePastSession(test.db, fields, settings, business, now),
      await handlePastSession(test.db, fields, settings, business, now),
    ]) {
      expect(answer).toMatchObject({ kind: "saved" });
    }
    const atOnce = pastForm(clientId, { date: "2027-02-12" });
    const answers = await Promise.all([1, 2].map(() => handlePastSession(test.db, new URLSearchParams(atOnce), settings, business, now)));
    expect(answers.map((answer) => answer.kind)).toEqual(["saved", "saved"]);
    expect(await test.db.selectFrom("bookings").select("id").where("client_id", "=", clientId).execute()).toHaveLength(2);
    expect(await used(clientId)).toBe(2);
  });

  it("refuses a time still ahead, a day over two years ago, and a time an unmarked booking holds; saves nothing", async () => {
    const clientId = await clientWithPackage("Iza Przyszła", "+48 600 555 666");
    // Today at 12:00 in Warsaw: an hour after `now`.
    expect(await handlePastSession(test.db, pastForm(clientId, { date: "2027-02-20", time: "12:00" }), settings, business, now)).toMatchObject({
      kind: "form",
      status: 409,
      formError: PAST_SESSION_ERRORS.future,
    });
    expect(await handlePastSession(test.db, pastForm(clientId, { date: "2025-02-19" }), settings, business, now)).toMatchObject({
      kind: "form",
      fieldErrors: { date: [PAST_SESSION_ERRORS.tooOld] },
    });
    // Booked for another client before `now` and never marked: still holding its time.
    const earlier = new Date("2027-02-01T10:00:00.000Z");
    expect((await handleTrainerBooking(test.db, form({ start: iso("2027-02-10T18:00") }), settings, business, earlier)).kind).toBe("booked");
    expect(await handlePastSession(test.db, pastForm(clientId, { date: "2027-02-10", time: "18:30" }), settings, business, now)).toMatchObject({
      kind: "form",
      formError: PAST_SESSION_ERRORS.taken,
    });
    expect(await test.db.selectFrom("bookings").select("id").where("client_id", "=", clientId).execute()).toEqual([]);
    expect(await used(clientId)).toBe(0);
  });

  it("offers the client's usual weekday and time at its latest date gone by, unless that day has a session of theirs", async () => {
    const clientId = await clientWithPackage("Kasia Wtorek", "+48 600 777 888");
    const next = await handleTrainerBooking(
      test.db,
      form({ start: iso("2027-02-23T17:00"), clientId: String(clientId), name: "", phone: "" }),
      settings,
      business,
      now,
    );
    expect(next.kind).toBe("booked");
    const query = new URLSearchParams({ klient: String(clientId) });
    expect(await pastSessionPage(test.db, query, settings, now)).toMatchObject({ service: "trening", date: "2027-02-16", time: "17:00", today: "2027-02-20" });
    await handlePastSession(test.db, pastForm(clientId, { date: "2027-02-16", time: "17:00" }), settings, business, now);
    expect(await pastSessionPage(test.db, query, settings, now)).toMatchObject({ date: "", time: "17:00" });
  });
});
