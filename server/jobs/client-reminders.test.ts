// A client's reminders end to end, on the test's clock: by push to a client
// whose own phone took it (decrypted here, RFC 8291), by e-mail otherwise,
// never both; e-mail after every phone is gone (410); a retry, not an
// e-mail, after a passing failure; the 2-hour one only for a client who chose it.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import { timestamp, type Booking, type OutboxKind } from "~/db/database.server";
import { clientDevices, saveClientDevice } from "~/notifications/index.server";
import type { SmtpSink } from "../../tests/support/smtp-sink";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { startPushReceiver } from "../../tests/support/push-receiver";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, MINUTE, outboxTestKit } from "../../tests/support/outbox-test-kit";
import { startOutboxWorker } from "./outbox-worker";

const DAY = 24 * HOUR;
const quiet = { info: () => {}, error: () => {} };

describe.each(DIALECTS)("a client's reminders on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo } = outboxTestKit(dialect, {
    clock: () => now,
    setClock: (date) => (now = date),
    setDatabase: (database) => (test = database),
  });
  const cleanups: (() => Promise<unknown>)[] = [];

  /** Noon of the day three days ahead, as the session's start: its day is never "jutro" seen from now. */
  const threeDaysAhead = () => Math.ceil((now.getTime() + 3 * DAY) / HOUR) * HOUR;

  async function book(start: number, email = "lucja@example.com", phone = "+48 600 100 200"): Promise<Booking> {
    const outcome = await bookSession(
      test.db,
      {
        service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
        place: "Studio Fit",
        start,
        end: start + HOUR,
        bufferMs: 0,
        name: "Łucja Żółtowska",
        email,
        phone,
        notes: "",
        submissionKey: randomUUID(),
      },
      now,
    );
    if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
    return outcome.booking;
  }

  async function phoneOf(booking: Booking) {
    const receiver = await startPushReceiver();
    cleanups.push(() => receiver.close());
    await saveClientDevice(test.db, booking.client_id!, { endpoint: receiver.endpoint, ...receiver.keys }, now);
    return receiver;
  }

  async function run(): Promise<SmtpSink> {
    const smtp = await sink();
    const push = { subject: () => "mailto:trener@example.com", allowedHosts: [{ host: "127.0.0.1", port: null }] };
    const worker = startOutboxWorker({ db: test.db, transport: transportTo(smtp.url), push, pollMs: 10, clock: () => now, log: quiet });
    cleanups.push(() => worker.stop());
    return smtp;
  }

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const reminderRows = (booking: Booking, kind: OutboxKind = "booking_reminder") =>
    test.db.selectFrom("outbox").selectAll().where("booking_id", "=", booking.id).where("kind", "=", kind).orderBy("id").execute();
  const reminderMails = (smtp: SmtpSink) => smtp.messages.filter((mail) => mail.header("Subject")?.startsWith("Przypomnienie:"));

  it("reminds a client whose phone took push by push only, a line with the day, the time, the service and the place", async () => {
    const first = await book(threeDaysAhead());
    const phone = await phoneOf(first);
    const start = threeDaysAhead() + DAY;
    const booking = await book(start);
    expect((await reminderRows(booking)).map((row) => row.channel)).toEqual(["push"]);
    const smtp = await run();

    now = new Date(start - DAY + MINUTE);
    await waitFor(async () => (await reminderRows(booking))[0]!.status === "sent", { what: "the reminder" });
    const reminders = phone.received.map((push) => phone.decrypt(push));
    expect(reminders).toContainEqual({
      title: "Przypomnienie o rezerwacji",
      body: `Trening personalny jutro o ${clock(start)}, Studio Fit`,
      url: "/moje-treningi",
    });
    expect(reminderMails(smtp)).toEqual([]);
  });

  it("reminds a client without push by e-mail only, and by push once they turn it on after booking", async () => {
    const start = threeDaysAhead();
    const mailed = await book(start);
    const other = await book(start + 2 * HOUR, "ola@example.com", "+48 600 100 300");
    expect((await reminderRows(other)).map((row) => row.channel)).toEqual(["email"]);
    const phone = await phoneOf(other);
    const smtp = await run();

    now = new Date(start + 2 * HOUR - DAY + MINUTE);
    await waitFor(async () => [...(await reminderRows(mailed)), ...(await reminderRows(other))].every((row) => row.status === "sent"), {
      what: "both reminders",
    });
    await waitFor(() => reminderMails(smtp).length === 1, { what: "the reminder e-mail" });
    expect(reminderMails(smtp)[0]!.envelope.to).toEqual(["lucja@example.com"]);
    expect(phone.received).toHaveLength(1);
    expect(await reminderRows(other)).toMatchObject([{ channel: "push", status: "sent" }]);
  });

  it("falls back to e-mail when every phone of the client is gone (410), and retries without e-mail after a passing failure", async () => {
    const start = threeDaysAhead();
    const gone = await book(start);
    const goneDevice = await phoneOf(gone);
    goneDevice.answerWith(410);
    const busy = await book(start + 2 * HOUR, "ola@example.com", "+48 600 100 300");
    const busyDevice = await phoneOf(busy);
    busyDevice.answerWith(503);
    const smtp = await run();

    now = new Date(start + 2 * HOUR - DAY + MINUTE);
    await waitFor(() => reminderMails(smtp).length === 1, { what: "the e-mail instead of push" });
    expect(reminderMails(smtp)[0]!.envelope.to).toEqual(["lucja@example.com"]);
    expect(await clientDevices(test.db, gone.client_id!)).toEqual([]);
    await waitFor(async () => (await reminderRows(busy))[0]!.last_error !== null, { what: "the failed push" });
    expect(await reminderRows(busy)).toMatchObject([{ channel: "push", status: "pending" }]);
    expect((await reminderRows(busy))[0]!.next_attempt_at > timestamp(now)).toBe(true);
    expect(reminderMails(smtp)).toHaveLength(1);
  });

  it("records the 2-hour reminder only for a client who chose it, and skips it with the booking's cancel", async () => {
    const start = threeDaysAhead();
    const without = await book(start);
    expect(await reminderRows(without, "booking_reminder_2h")).toEqual([]);
    await test.db.updateTable("clients").set({ reminder_two_hours: 1 }).where("id", "=", without.client_id!).execute();
    const chosen = await book(start + 2 * HOUR);
    expect(await reminderRows(chosen, "booking_reminder_2h")).toMatchObject([{ channel: "email", next_attempt_at: timestamp(new Date(start)) }]);

    const cancelled = await changeBooking(test.db, chosen.id, { kind: "cancel", by: "client" }, { now });
    expect(cancelled.ok).toBe(true);
    expect(await reminderRows(chosen, "booking_reminder_2h")).toMatchObject([{ status: "skipped" }]);
  });
});

const clock = (start: number) => new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", hour: "2-digit", minute: "2-digit" }).format(start);
