import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookSession, changeBooking, type NewBooking } from "~/bookings/booking-store.server";
import { bookingToken } from "~/bookings/booking-token.server";
import { formatClock } from "~/scheduling/warsaw-time";
import { timestamp, type Booking } from "~/db/database.server";
import type { ReceivedMail } from "../../tests/support/smtp-sink";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, MINUTE, outboxTestKit } from "../../tests/support/outbox-test-kit";

const DAY = 24 * HOUR;

/** The .ics attached to a mail as it came over the wire, decoded. */
function attachedCalendar(mail: ReceivedMail): string {
  const start = mail.raw.search(/^Content-Type: text\/calendar/im);
  expect(start, "a text/calendar part").toBeGreaterThan(-1);
  const headEnd = mail.raw.indexOf("\r\n\r\n", start);
  const head = mail.raw.slice(start, headEnd);
  const body = mail.raw.slice(headEnd + 4, mail.raw.indexOf("\r\n--", headEnd));
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes: number[] = [];
  const source = body.replace(/=\r\n/g, "");
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(events[0]!) };
}

describe.each(DIALECTS)("booking mails on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo, worker, settle } = outboxTestKit(dialect, {
    clock: () => now,
    setClock: (date) => (now = date),
    setDatabase: (database) => (test = database),
  });

  /** A session three days ahead, on the hour. */
  const threeDaysAhead = () => Math.ceil((now.getTime() + 3 * DAY) / HOUR) * HOUR;

  async function book(start: number): Promise<Booking> {
    const booking: NewBooking = {
      service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
      place: "Studio, ul. Sportowa 1, Przykładowo",
      start,
      end: start + HOUR,
      bufferMs: 15 * MINUTE,
      name: "Łucja Żółtowska",
      email: "lucja@example.com",
      phone: "+48 600 100 200",
      notes: "Ból kolana",
      submissionKey: randomUUID(),
    };
    const outcome = await bookSession(test.db, booking, now);
    if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
    return outcome.booking;
  }

  const rowsOf = (bookingId: number) => test.db.selectFrom("outbox").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
  const rowsOfKind = async (bookingId: number, kind: string) => (await rowsOf(bookingId)).filter((row) => row.kind === kind);
  const confirmationsSent = async (bookingId: number) =>
    (await rowsOf(bookingId)).filter((row) => row.kind.startsWith("booking_confirmed_") && row.status === "sent").length;
  const reminders = (messages: ReceivedMail[]) => messages.filter((mail) => mail.header("Subject")?.startsWith("Przypomnienie:"));

  it("sends both confirmations at once, each with the calendar file, and logs the booking, not the person", async () => {
    const smtp = await sink();
    const start = threeDaysAhead();
    const booking = await book(start);
    const log: string[] = [];
    worker(transportTo(smtp.url), { log });

    await waitFor(async () => (await confirmationsSent(booking.id)) === 2, { what: "both confirmations to be sent" });
    await settle();
    expect(smtp.messages).toHaveLength(2);
    const visitor = smtp.messages.find((mail) => mail.envelope.to[0] === "lucja@example.com")!;
    const trainer = smtp.messages.find((mail) => mail.envelope.to[0] === "trener@trener.example")!;
    expect(visitor.header("Subject")).toMatch(/^Potwierdzenie rezerwacji: Trening personalny, /);
    expect(visitor.header("Auto-Submitted")).toBe("auto-generated");
    expect(visitor.text).toContain(`https://trener.example/rezerwacja/${await bookingToken(test.db, booking.id)}`);
    expect(visitor.text).not.toContain("kolana");
    expect(trainer.header("Subject")).toMatch(/^Nowa rezerwacja: Trening personalny — Łucja Żółtowska, /);
    expect(trainer.header("Reply-To")).toBe("Łucja Żółtowska <lucja@example.com>");

    for (const mail of [visitor, trainer]) {
      const { method, event } = parseEvent(attachedCalendar(mail));
      expect(method).toBe("PUBLISH");
      expect(event.uid).toBe(`booking-${booking.id}@trener.example`);
      expect(event.startDate.toJSDate().getTime()).toBe(start);
    }
    const [reminder] = await rowsOfKind(booking.id, "booking_reminder");
    expect(reminder).toMatchObject({ status: "pending", next_attempt_at: timestamp(new Date(start - DAY)) });

    expect(log.join("\n")).toContain(`(booking #${booking.id})`);
    expect(log.join("\n")).not.toMatch(/lucja@|Łucja|enquiry/);
  });

  it("sends the reminder once a day before, not earlier, with two workers running", async () => {
    const smtp = await sink({ acceptDelayMs: 15 });
    const start = threeDaysAhead();
    const booking = await book(start);
    worker(transportTo(smtp.url));
    worker(transportTo(smtp.url), { db: test.open() });
    await waitFor(async () => (await confirmationsSent(booking.id)) === 2, { what: "both confirmations to be sent" });

    now = new Date(start - DAY - MINUTE);
    await settle();
    expect((await rowsOfKind(booking.id, "booking_reminder"))[0]!.status).toBe("pending");
    expect(reminders(smtp.messages)).toHaveLength(0);

    now = new Date(start - DAY + MINUTE);
    await waitFor(async () => (await rowsOfKind(booking.id, "booking_reminder"))[0]!.status === "sent", { what: "the reminder to be sent" });
    await settle();
    const sent = reminders(smtp.messages);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.envelope.to).toEqual(["lucja@example.com"]);
    expect(sent[0]!.header("Subject")).toContain(`Trening personalny jutro o ${formatClock(start)}`);
    expect((await rowsOfKind(booking.id, "booking_reminder"))[0]!.attempts).toBe(1);
  });

  it("never reminds of a booking cancelled before its reminder time, and tells the calendars to drop it", async () => {
    const smtp = await sink();
    const start = threeDaysAhead();
    const booking = await book(start);
    worker(transportTo(smtp.url));
    await waitFor(async () => (await confirmationsSent(booking.id)) === 2, { what: "both confirmations to be sent" });

    expect((await changeBooking(test.db, booking.id, { kind: "cancel", by: "client" }, { now })).ok).toBe(true);
    await waitFor(async () => (await rowsOf(booking.id)).filter((row) => row.kind.startsWith("booking_cancelled_") && row.status === "sent").length === 2, {
      what: "both cancellations to be sent",
    });
    now = new Date(start - DAY + HOUR);
    await settle();
    expect(reminders(smtp.messages)).toHaveLength(0);
    expect((await rowsOfKind(booking.id, "booking_reminder"))[0]!.status).toBe("skipped");

    const cancelled = smtp.messages.find((mail) => mail.envelope.to[0] === "lucja@example.com" && mail.header("Subject")?.startsWith("Rezerwacja odwołana"))!;
    const { method, event } = parseEvent(attachedCalendar(cancelled));
    expect(method).toBe("CANCEL");
    expect(event.uid).toBe(`booking-${booking.id}@trener.example`);
    expect(event.sequence).toBe(1);
  });

  it("skips at send time a reminder claimed before the booking was cancelled", async () => {
    const smtp = await sink();
    const start = threeDaysAhead();
    const booking = await book(start);
    // A sender took the reminder and died; the cancel then finds it no longer pending.
    await test.db
      .updateTable("outbox")
      .set({ status: "sending", attempts: 1, locked_until: timestamp(new Date(start - DAY)) })
      .where("booking_id", "=", booking.id)
      .where("kind", "=", "booking_reminder")
      .execute();
    expect((await changeBooking(test.db, booking.id, { kind: "cancel", by: "trainer", message: "Choroba." }, { now })).ok).toBe(true);
    expect((await rowsOfKind(booking.id, "booking_reminder"))[0]!.status).toBe("sending");
    const log: string[] = [];
    worker(transportTo(smtp.url), { log });

    now = new Date(start - DAY + MINUTE);
    await waitFor(async () => (await rowsOfKind(booking.id, "booking_reminder"))[0]!.status === "skipped", { what: "the reminder to be skipped" });
    await settle();
    expect(reminders(smtp.messages)).toHaveLength(0);
    expect((await rowsOfKind(booking.id, "booking_confirmed_visitor"))[0]!.status).toBe("skipped");
    expect(log.join("\n")).toContain(`skipped booking_reminder #`);
    expect(log.join("\n")).toContain(`(booking #${booking.id}): the booking is cancelled`);
  });

  it("does not send a reminder due while the outbox was away once the session has begun", async () => {
    const smtp = await sink();
    const start = threeDaysAhead();
    const booking = await book(start);
    now = new Date(start + MINUTE);
    worker(transportTo(smtp.url));

    await waitFor(async () => (await rowsOfKind(booking.id, "booking_reminder"))[0]!.status === "skipped", { what: "the reminder to be skipped" });
    await waitFor(async () => (await confirmationsSent(booking.id)) === 2, { what: "both confirmations to be sent" });
    expect(reminders(smtp.messages)).toHaveLength(0);
  });

  it("reminds of a moved booking at its new time only", async () => {
    const smtp = await sink();
    const start = threeDaysAhead();
    const booking = await book(start);
    worker(transportTo(smtp.url));
    await waitFor(async () => (await confirmationsSent(booking.id)) === 2, { what: "both confirmations to be sent" });

    const moved = start + DAY + 2 * HOUR;
    expect(
      (await changeBooking(test.db, booking.id, { kind: "move", by: "client", slot: { start: moved, end: moved + HOUR, bufferMs: 15 * MINUTE } }, { now })).ok,
    ).toBe(true);
    await waitFor(async () => (await confirmationsSent(booking.id)) === 4, { what: "the moved booking's confirmations to be sent" });
    const changes = smtp.messages.filter((mail) => mail.header("Subject")?.startsWith("Zmiana terminu:"));
    expect(changes).toHaveLength(2);
    expect(parseEvent(attachedCalendar(changes[0]!)).event.sequence).toBe(1);

    now = new Date(start - DAY + MINUTE);
    await settle();
    expect(reminders(smtp.messages)).toHaveLength(0);

    now = new Date(moved - DAY + MINUTE);
    await waitFor(async () => reminders(smtp.messages).length === 1, { what: "the reminder at the new time" });
    await settle();
    expect(reminders(smtp.messages)).toHaveLength(1);
    expect(reminders(smtp.messages)[0]!.header("Subject")).toContain(`o ${formatClock(moved)}`);
    const statuses = (await rowsOfKind(booking.id, "booking_reminder")).map((row) => row.status);
    expect(statuses).toEqual(["skipped", "sent"]);
  });
});
