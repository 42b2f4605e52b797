import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBooking, changeWithin } from "~/bookings/booking-store.server";
import { eraseCard } from "~/clients/erase-client.server";
import { clientExport } from "~/clients/client-export.server";
import type { EmailMessage, MailAddresses } from "~/notifications";
import { startRetentionJob } from "../../server/jobs/retention-job";
import { expectEveryColumn, WAITLIST_COLUMNS } from "../../tests/support/client-export-columns";
import { PUBLISHED } from "../../tests/support/published-content";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { bookHour } from "../../tests/support/booked-hour";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { confirmationSecret, confirmWaitlist } from "./waitlist-confirm.server";
import { joinWaitlist } from "./waitlist-store.server";
import { waitlistTemplates } from "./waitlist-mail.server";

const HOUR = 60 * 60_000;
// Tuesday 4 May 2027 (the 3rd is a holiday): open 8:00–10:00 Warsaw (UTC+2), two sessions of an hour fill it.
const DAY = "2027-05-04";
const EIGHT = Date.parse("2027-05-04T06:00:00.000Z");
const NOW = new Date("2027-05-01T10:00:00.000Z");
const settings = testBookingSettings({ weeklyHours: sameHoursEveryDay("08:00", "10:00"), startEveryMinutes: 60, bufferMinutes: 0, minNoticeHours: 1 });
const site = () => ({ ...PUBLISHED, booking: settings });
const addresses: MailAddresses = {
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const quiet = { info: () => undefined, error: (message: unknown) => console.error(message) };

describe.each(DIALECTS)("the waitlist on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const book = (start: number, email = "klient@example.com") => bookHour(test.db, { start, now: NOW, email, serviceName: "Trening" });
  /** Joins, then confirms the address by its link (waitlist-confirm.server.test.ts: what a pending one gets). */
  const join = async (email: string, day = DAY, submissionKey = `waitlist-${++keys}`) => {
    const joined = await joinWaitlist(test.db, { day, serviceSlug: "trening", email, submissionKey }, NOW);
    const row = await test.db.selectFrom("waitlist").select("id").where("email", "=", email).where("day", "=", day).executeTakeFirst();
    if (row) expect(await confirmWaitlist(test.db, await confirmationSecret(test.db, row.id), NOW)).toContain(day);
    return joined;
  };
  const entries = () => test.db.selectFrom("waitlist").selectAll().orderBy("id").execute();
  const freedMails = () => test.db.selectFrom("outbox").selectAll().where("kind", "=", "waitlist_time_freed").orderBy("id").execute();
  const clear = async () => {
    await test.db.deleteFrom("waitlist").execute();
    await test.db.deleteFrom("bookings").execute();
  };

  it("keeps one entry per mailbox and day: a second sign-up, however written, or the same form again, adds no row", async () => {
    expect(await join("Anna.Nowak@gmail.com")).toBe("joined");
    expect(await join("annanowak+treningi@gmail.com")).toBe("already");
    expect(await join("anna.nowak@gmail.com", DAY, "same-form")).toBe("already");
    expect(await join("anna.nowak@gmail.com", "2027-05-05", "same-form")).toBe("joined");
    expect(await join("ewa@example.com", "2027-05-06", "same-form")).toBe("already");
    expect((await entries()).map((entry) => [entry.day, entry.email])).toEqual([
      [DAY, "Anna.Nowak@gmail.com"],
      ["2027-05-05", "anna.nowak@gmail.com"],
    ]);
    await clear();
  });

  it("records a mail for each one waiting in the cancel's own transaction, once while it is pending, and none for a rolled-back change", async () => {
    const [first, second] = [await book(EIGHT), await book(EIGHT + HOUR)];
    await join("anna@example.com");
    await join("ewa@example.com");
    await join("piotr@example.com", "2027-05-05");
    // A change rolled back tells no one.
    await expect(
      test.db.transaction().execute(async (trx) => {
        await changeWithin(trx, first.id, { kind: "cancel", by: "client" }, { now: NOW });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await freedMails()).toEqual([]);

    expect((await changeBooking(test.db, first.id, { kind: "cancel", by: "client" }, { now: NOW })).ok).toBe(true);
    const waiting = await entries();
    const mails = await freedMails();
    expect(mails.map((mail) => [mail.waitlist_id, mail.recipient, mail.channel, mail.status])).toEqual([
      [waiting[0]!.id, "client", "email", "pending"],
      [waiting[1]!.id, "client", "email", "pending"],
    ]);
    expect(waiting.map((entry) => entry.last_told_at)).toEqual([NOW.toISOString(), NOW.toISOString(), null]);

    // Another time freed while their mail waits: the one mail names every free time when it is sent.
    expect((await changeBooking(test.db, second.id, { kind: "cancel", by: "trainer", message: "" }, { now: NOW })).ok).toBe(true);
    expect(await freedMails()).toHaveLength(2);
    await clear();
  });

  it("tells the times free when the mail is sent, and says nothing of a time taken again meanwhile", async () => {
    const first = await book(EIGHT);
    await book(EIGHT + HOUR);
    await join("anna@example.com");
    await changeBooking(test.db, first.id, { kind: "cancel", by: "client" }, { now: NOW });
    const [mail] = await freedMails();
    const template = waitlistTemplates({ addresses, site }).waitlist_time_freed!.email!;
    const rendered = await template(mail!, { db: test.db, now: NOW });
    const message = (rendered && "message" in rendered ? rendered.message : rendered) as EmailMessage;
    expect(message).toMatchObject({ to: "anna@example.com", subject: "Zwolnił się termin we wtorek 4 maja" });
    const text = String(message.text);
    expect(text).toContain("Zwolnił się termin we wtorek 4 maja (Trening). Wolna godzina: 08:00.");
    expect(text).toContain("https://trener.example/rezerwacja?usluga=trening&dzien=2027-05-04#godzina");
    // Someone was quicker: the mail is skipped, not sent with a time already gone.
    await book(EIGHT, "szybszy@example.com");
    expect(await template(mail!, { db: test.db, now: NOW })).toEqual({ skip: "no time is free on the day any more" });
    await clear();
  });

  it("erases the addresses once their day has ended in Warsaw, with the mails about them (the retention job's clock)", async () => {
    const first = await book(EIGHT);
    await join("anna@example.com");
    await join("ewa@example.com", "2027-05-05");
    await changeBooking(test.db, first.id, { kind: "cancel", by: "client" }, { now: NOW });
    // 23:30 in Warsaw on the day: still waiting.
    let now = new Date("2027-05-04T21:30:00.000Z");
    const job = startRetentionJob({ db: test.db, months: 24, blockMonths: () => 12, log: quiet, networkSweepMs: 20, clock: () => now });
    try {
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect((await entries()).map((entry) => entry.day)).toEqual([DAY, "2027-05-05"]);
      // Past midnight in Warsaw: the day has ended.
      now = new Date("2027-05-04T22:00:01.000Z");
      await expect.poll(async () => (await entries()).map((entry) => entry.day)).toEqual(["2027-05-05"]);
      expect(await freedMails()).toEqual([]);
    } finally {
      await job.stop();
    }
    await clear();
  });

  it("goes with the client's data, and is in the export of the address", async () => {
    const booking = await book(EIGHT, "anna@example.com");
    await join("Anna@Example.com", "2027-05-05");
    await join("ewa@example.com", "2027-05-05");
    const exported = await clientExport(test.db, "anna@example.com", 12, NOW);
    const [row] = await test.db.selectFrom("waitlist").selectAll().where("email", "=", "Anna@Example.com").execute();
    expect(exported.waitlist).toHaveLength(1);
    expectEveryColumn(row!, exported.waitlist[0]!, WAITLIST_COLUMNS);

    await eraseCard(test.db, booking.client_id!);
    expect((await entries()).map((entry) => entry.email)).toEqual(["ewa@example.com"]);
    await clear();
  });
});
