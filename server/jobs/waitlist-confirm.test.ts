// The waitlist asks first, end to end through the outbox worker and a real
// SMTP server on the test's clock: an address put on a full day's list gets
// nothing but the mail with its link until the link is used; a time freed
// before tells it nothing, one freed after does.
import { afterEach, describe, expect, it } from "vitest";
import { changeBooking } from "~/bookings/booking-store.server";
import type { Booking } from "~/db/database.server";
import { confirmWaitlist } from "~/waitlist/waitlist-confirm.server";
import { joinWaitlist } from "~/waitlist/waitlist-store.server";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { bookHour } from "../../tests/support/booked-hour";
import { PUBLISHED } from "../../tests/support/published-content";
import type { SmtpSink } from "../../tests/support/smtp-sink";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, outboxTestKit } from "../../tests/support/outbox-test-kit";
import { startOutboxWorker } from "./outbox-worker";

// Tuesday 4 May 2027 (the 3rd is a holiday): open 8:00–10:00 Warsaw (UTC+2), two sessions of an hour fill it.
const DAY = "2027-05-04";
const EIGHT = Date.parse("2027-05-04T06:00:00.000Z");
const NOW = new Date("2027-05-01T10:00:00.000Z");
const settings = testBookingSettings({ weeklyHours: sameHoursEveryDay("08:00", "10:00"), startEveryMinutes: 60, bufferMinutes: 0, minNoticeHours: 1 });
const site = () => ({ ...PUBLISHED, booking: settings });
const addresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const quiet = { info: () => {}, error: () => {} };
const LINK = /https:\/\/trener\.example\/lista-oczekujacych\/potwierdz\/([A-Za-z0-9_-]{43})/;

describe.each(DIALECTS)("a waitlist address told nothing until confirmed, through the worker, on %s", (dialect) => {
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

  const book = (start: number, email: string) => bookHour(test.db, { start, now: NOW, email, serviceName: "Trening" });
  const cancel = async (booking: Booking) => expect((await changeBooking(test.db, booking.id, { kind: "cancel", by: "client" }, { now: NOW })).ok).toBe(true);
  const settled = async () =>
    (await test.db.selectFrom("outbox").select("status").where("kind", "in", ["waitlist_confirm", "waitlist_time_freed"]).execute()).every(
      (row) => row.status !== "pending" && row.status !== "sending",
    );
  const toAnna = (smtp: SmtpSink) => smtp.messages.filter((mail) => mail.envelope.to.includes("anna@example.com")).map((mail) => mail.header("Subject"));

  async function run(): Promise<SmtpSink> {
    const smtp = await sink();
    const worker = startOutboxWorker({ db: test.db, transport: transportTo(smtp.url), pollMs: 10, clock: () => now, log: quiet, site, addresses });
    cleanups.push(() => worker.stop());
    return smtp;
  }

  it("sends the confirmation only; after its link is used, the next freed time is told", async () => {
    const first = await book(EIGHT, "jan@example.com");
    await book(EIGHT + HOUR, "jan@example.com");
    await joinWaitlist(test.db, { day: DAY, serviceSlug: "trening", email: "anna@example.com", submissionKey: "anna-1" }, NOW);
    const smtp = await run();

    // A time frees while the address is pending: the worker sends her the confirmation, nothing else.
    await cancel(first);
    await waitFor(async () => (await settled()) && toAnna(smtp).length > 0, { what: "the confirmation" });
    expect(toAnna(smtp)).toEqual(["Potwierdź zapis na listę oczekujących na wtorek 4 maja"]);
    const confirmation = smtp.messages.find((mail) => mail.envelope.to.includes("anna@example.com"))!;
    expect(confirmation.text).not.toContain("Zwolnił się termin");
    expect(await test.db.selectFrom("outbox").select("kind").where("kind", "=", "waitlist_time_freed").execute()).toEqual([]);

    // She opens the link and confirms; someone books the freed time, then cancels it.
    const [, token] = LINK.exec(confirmation.text)!;
    expect(await confirmWaitlist(test.db, token, NOW)).toEqual([DAY]);
    const again = await book(EIGHT, "szybka@example.com");
    await cancel(again);
    await waitFor(() => toAnna(smtp).length > 1, { what: "the freed time's mail" });
    expect(toAnna(smtp)).toEqual(["Potwierdź zapis na listę oczekujących na wtorek 4 maja", "Zwolnił się termin we wtorek 4 maja"]);
    expect(smtp.messages.at(-1)!.text).toContain("Wolna godzina: 08:00.");
  });

  it("sends no confirmation once the address is confirmed before the worker comes to it", async () => {
    await joinWaitlist(test.db, { day: DAY, serviceSlug: "trening", email: "anna@example.com", submissionKey: "anna-2" }, NOW);
    await joinWaitlist(test.db, { day: DAY, serviceSlug: "trening", email: "anna@example.com", submissionKey: "anna-3" }, NOW, { proved: true });
    const smtp = await run();
    await waitFor(settled, { what: "the outbox to settle" });
    expect(await test.db.selectFrom("outbox").select(["kind", "status"]).execute()).toEqual([{ kind: "waitlist_confirm", status: "skipped" }]);
    expect(smtp.messages).toEqual([]);
  });
});
