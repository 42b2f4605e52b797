import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBooking } from "~/bookings/index.server";
import type { EmailMessage, MailAddresses } from "~/notifications";
import { joinWaitlist } from "~/waitlist/waitlist-store.server";
import { waitlistTemplates } from "~/waitlist/waitlist-mail.server";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookSeats, type SeatRequest } from "./group-seats.server";
import { cancelGroupSession, openGroupSessions } from "./group-sessions.server";

const NOW = new Date("2027-05-01T10:00:00.000Z");
const DAY = "2027-05-04";
const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const template = waitlistTemplates({ addresses, site: () => PUBLISHED }).waitlist_time_freed!.email!;
let keys = 0;
const seat = (email: string): SeatRequest => ({
  name: email,
  email,
  phone: "600 100 200",
  notes: "",
  companion: null,
  submissionKey: `k-${++keys}-${Math.random()}`,
});

describe.each(DIALECTS)("the waitlist of a full group session on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const openSession = async (clock: number) => {
    const [fate] = await openGroupSessions(
      test.db,
      {
        title: "Zdrowy kręgosłup",
        serviceSlug: "trening",
        place: "Studio",
        day: Temporal.PlainDate.from(DAY),
        clock,
        minutes: 60,
        bufferMs: 0,
        seats: 2,
        minSeats: null,
        price: 50,
        weeks: 1,
        decideHoursBefore: null,
      },
      NOW,
    );
    if (fate?.outcome !== "opened") throw new Error("not opened");
    return fate.id;
  };
  const wait = (email: string, groupSessionId?: number) =>
    joinWaitlist(test.db, { day: DAY, serviceSlug: "trening", email, submissionKey: `w-${++keys}`, groupSessionId }, NOW, { proved: true });
  const freedFor = (email: string) =>
    test.db
      .selectFrom("outbox")
      .innerJoin("waitlist", "waitlist.id", "outbox.waitlist_id")
      .selectAll("outbox")
      .where("outbox.kind", "=", "waitlist_time_freed")
      .where("waitlist.email", "=", email)
      .execute();

  it("tells those waiting for the session when a seat frees, not those waiting for the day; the first to book gets it", async () => {
    const id = await openSession(16 * 60);
    const [first] = await Promise.all([bookSeats(test.db, id, seat("jan@example.com"), NOW), bookSeats(test.db, id, seat("ola@example.com"), NOW)]);
    expect((await bookSeats(test.db, id, seat("anna@example.com"), NOW)).kind).toBe("full");
    expect(await wait("anna@example.com", id)).toBe("joined");
    expect(await wait("bartek@example.com", id)).toBe("joined");
    // Waiting for the same day's free time too is another entry; for the same session twice is not.
    expect(await wait("anna@example.com")).toBe("joined");
    expect(await wait("anna@example.com", id)).toBe("already");
    if (first?.kind !== "booked") throw new Error("not booked");

    expect((await changeBooking(test.db, first.booking.id, { kind: "cancel", by: "client" }, { now: NOW })).ok).toBe(true);
    const [annaMail] = await freedFor("anna@example.com");
    expect(await freedFor("bartek@example.com")).toHaveLength(1);
    // Anna's wait for the day is told nothing: the trainer's time is still the session's.
    const dayWaits = await test.db
      .selectFrom("outbox")
      .innerJoin("waitlist", "waitlist.id", "outbox.waitlist_id")
      .select("outbox.id")
      .where("waitlist.group_session_id", "is", null)
      .execute();
    expect(dayWaits).toEqual([]);

    const rendered = await template(annaMail!, { db: test.db, now: NOW });
    const message = (rendered && "message" in rendered ? rendered.message : rendered) as EmailMessage;
    expect(message).toMatchObject({ to: "anna@example.com", subject: "Zwolniło się miejsce: Zdrowy kręgosłup" });
    expect(String(message.text)).toContain("Zwolniło się miejsce na zajęciach „Zdrowy kręgosłup” we wtorek 4 maja o 16:00. Teraz: 1 wolne miejsce.");
    expect(String(message.text)).toContain(`https://trener.example/zajecia/${id}`);

    const [bartek, anna] = await Promise.all([bookSeats(test.db, id, seat("bartek@example.com"), NOW), bookSeats(test.db, id, seat("anna@example.com"), NOW)]);
    expect([bartek.kind, anna.kind].sort()).toEqual(["booked", "full"]);
    // The mail not yet sent says nothing of a seat taken again.
    expect(await template(annaMail!, { db: test.db, now: NOW })).toEqual({ skip: "no seat is free any more" });
  });

  it("tells the day's waiting, not the session's, when the trainer cancels the whole session", async () => {
    const id = await openSession(8 * 60);
    await bookSeats(test.db, id, seat("cezary@example.com"), NOW);
    await bookSeats(test.db, id, seat("dorota@example.com"), NOW);
    await wait("ewa@example.com", id);
    await wait("franek@example.com");
    expect(await cancelGroupSession(test.db, id, { message: "Choroba.", now: NOW })).toEqual({ ok: true, told: 2 });
    expect(await freedFor("ewa@example.com")).toEqual([]);
    expect(await freedFor("franek@example.com")).toHaveLength(1);
  });
});
