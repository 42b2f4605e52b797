// Telling whoever waits, end to end on the test's clock: by push to someone
// whose mailbox belongs to a client whose own phone took push (decrypted
// here, RFC 8291), by e-mail otherwise, never both; the channel chosen when
// the cancel records the message and decided again when it is sent.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import type { Booking } from "~/db/database.server";
import { removeClientDevices, saveClientDevice } from "~/notifications/index.server";
import { confirmationSecret, confirmWaitlist } from "~/waitlist/waitlist-confirm.server";
import { joinWaitlist } from "~/waitlist/waitlist-store.server";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { PUBLISHED } from "../../tests/support/published-content";
import { startPushReceiver } from "../../tests/support/push-receiver";
import type { SmtpSink } from "../../tests/support/smtp-sink";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, outboxTestKit } from "../../tests/support/outbox-test-kit";
import { startOutboxWorker } from "./outbox-worker";

// Tuesday 4 May 2027 (the 3rd is a holiday): open 8:00–10:00 Warsaw (UTC+2), two sessions of an hour fill it.
const DAY = "2027-05-04";
const EIGHT = Date.parse("2027-05-04T06:00:00.000Z");
const NEXT_DAY_EIGHT = EIGHT + 24 * HOUR;
const NOW = new Date("2027-05-01T10:00:00.000Z");
const settings = testBookingSettings({ weeklyHours: sameHoursEveryDay("08:00", "10:00"), startEveryMinutes: 60, bufferMinutes: 0, minNoticeHours: 1 });
const site = () => ({ ...PUBLISHED, booking: settings });
const addresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const quiet = { info: () => {}, error: () => {} };
const FREED_AT_EIGHT = { title: "Zwolnił się termin we wtorek 4 maja", body: "Trening: 08:00", url: "/rezerwacja?usluga=trening&dzien=2027-05-04#godzina" };

describe.each(DIALECTS)("telling whoever waits by push or by e-mail on %s", (dialect) => {
  let test: TestDatabase;
  let now = NOW;
  const { sink, transportTo } = outboxTestKit(dialect, {
    clock: () => now,
    setClock: () => (now = NOW),
    setDatabase: (database) => (test = database),
  });
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function book(start: number, email: string): Promise<Booking> {
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening", name: "Trening", price: 150 },
        place: "Studio",
        start,
        end: start + HOUR,
        bufferMs: 0,
        name: "Jan Kowalski",
        email,
        phone: "",
        notes: "",
        submissionKey: randomUUID(),
      },
      NOW,
    );
    if (made.kind !== "booked") throw new Error(`not booked: ${made.kind}`);
    return made.booking;
  }

  /** A client (a session booked on the next day made their card) whose own phone took push. */
  async function clientWithPhone(email: string) {
    const { client_id: clientId } = await book(NEXT_DAY_EIGHT, email);
    const phone = await startPushReceiver();
    cleanups.push(() => phone.close());
    await saveClientDevice(test.db, clientId!, { endpoint: phone.endpoint, ...phone.keys }, NOW);
    return { clientId: clientId!, phone };
  }

  /** The day full (8:00 and 9:00 booked), `waiting` on its list; returns the 8:00 booking, to cancel. */
  async function fullDayWith(...waiting: string[]): Promise<Booking> {
    const first = await book(EIGHT, "jan@example.com");
    await book(EIGHT + HOUR, "jan@example.com");
    for (const email of waiting) {
      await joinWaitlist(test.db, { day: DAY, serviceSlug: "trening", email, submissionKey: randomUUID() }, NOW);
      // Each confirms the address by the link of its mail (waitlist-confirm.test.ts: nothing else reaches it before).
      const { id } = await test.db.selectFrom("waitlist").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      await confirmWaitlist(test.db, await confirmationSecret(test.db, id), NOW);
    }
    return first;
  }

  const cancel = async (booking: Booking) => expect((await changeBooking(test.db, booking.id, { kind: "cancel", by: "client" }, { now: NOW })).ok).toBe(true);
  const told = () =>
    test.db
      .selectFrom("outbox")
      .innerJoin("waitlist", "waitlist.id", "outbox.waitlist_id")
      .select(["waitlist.email", "outbox.channel", "outbox.status"])
      .where("outbox.kind", "=", "waitlist_time_freed")
      .orderBy("outbox.id")
      .execute();
  const done = async () => (await told()).every((row) => row.status !== "pending" && row.status !== "sending");

  async function run(): Promise<SmtpSink> {
    const smtp = await sink();
    const push = { subject: () => "mailto:trener@example.com", allowedHosts: [{ host: "127.0.0.1", port: null }] };
    const worker = startOutboxWorker({ db: test.db, transport: transportTo(smtp.url), push, pollMs: 10, clock: () => now, log: quiet, site, addresses });
    cleanups.push(() => worker.stop());
    return smtp;
  }
  const freedMails = (smtp: SmtpSink) => smtp.messages.filter((mail) => mail.header("Subject")?.startsWith("Zwolnił się termin"));

  it("tells a client whose phone took push by push only, with the day, the time and the booking page, and one without by e-mail only", async () => {
    // Ola waits under another spelling of her card's mailbox: the same person.
    const { phone } = await clientWithPhone("ola@example.com");
    const first = await fullDayWith("Ola+czekam@Example.com", "ewa@example.com");
    await cancel(first);
    expect(await told()).toEqual([
      { email: "Ola+czekam@Example.com", channel: "push", status: "pending" },
      { email: "ewa@example.com", channel: "email", status: "pending" },
    ]);

    const smtp = await run();
    await waitFor(done, { what: "both messages" });
    expect((await told()).map((row) => [row.channel, row.status])).toEqual([
      ["push", "sent"],
      ["email", "sent"],
    ]);
    expect(phone.received.map((push) => phone.decrypt(push))).toEqual([FREED_AT_EIGHT]);
    await waitFor(() => freedMails(smtp).length > 0, { what: "Ewa's mail" });
    expect(freedMails(smtp).map((mail) => mail.envelope.to)).toEqual([["ewa@example.com"]]);
    // Every mail to a client leads to their own page.
    expect(freedMails(smtp)[0]!.text).toContain("https://trener.example/moje-treningi");
  });

  it("decides again when it is sent: by e-mail once the phone is off, by push once a phone is on, never both", async () => {
    const ola = await clientWithPhone("ola@example.com");
    const piotr = await book(NEXT_DAY_EIGHT + HOUR, "piotr@example.com");
    const first = await fullDayWith("ola@example.com", "piotr@example.com");
    await cancel(first);
    expect((await told()).map((row) => row.channel)).toEqual(["push", "email"]);
    // Before the messages go, Ola turns push off and Piotr turns it on at /moje-treningi.
    await removeClientDevices(test.db, ola.clientId);
    const piotrsPhone = await startPushReceiver();
    cleanups.push(() => piotrsPhone.close());
    await saveClientDevice(test.db, piotr.client_id!, { endpoint: piotrsPhone.endpoint, ...piotrsPhone.keys }, NOW);

    const smtp = await run();
    await waitFor(done, { what: "both messages" });
    expect(await told()).toEqual([
      { email: "ola@example.com", channel: "email", status: "sent" },
      { email: "piotr@example.com", channel: "push", status: "sent" },
    ]);
    expect(piotrsPhone.received.map((push) => piotrsPhone.decrypt(push))).toEqual([FREED_AT_EIGHT]);
    expect(ola.phone.received).toEqual([]);
    await waitFor(() => freedMails(smtp).length > 0, { what: "Ola's mail" });
    expect(freedMails(smtp).map((mail) => mail.envelope.to)).toEqual([["ola@example.com"]]);
  });

  it("pushes nothing when the freed time is taken again before it is sent", async () => {
    const { phone } = await clientWithPhone("ola@example.com");
    const first = await fullDayWith("ola@example.com");
    await cancel(first);
    await book(EIGHT, "szybszy@example.com");

    const smtp = await run();
    await waitFor(done, { what: "the message" });
    expect(await told()).toEqual([{ email: "ola@example.com", channel: "push", status: "skipped" }]);
    expect(phone.received).toEqual([]);
    expect(freedMails(smtp)).toEqual([]);
  });
});
