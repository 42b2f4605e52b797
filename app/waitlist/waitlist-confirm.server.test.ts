import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBooking } from "~/bookings/booking-store.server";
import type { EmailMessage } from "~/notifications";
import { PUBLISHED } from "../../tests/support/published-content";
import { sameHoursEveryDay, testBookingSettings } from "../../tests/support/booking-settings";
import { bookHour } from "../../tests/support/booked-hour";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { confirmationSecret, confirmWaitlist, waitlistLinkState } from "./waitlist-confirm.server";
import { waitlistTemplates } from "./waitlist-mail.server";
import { joinWaitlist } from "./waitlist-store.server";

const HOUR = 60 * 60_000;
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

describe.each(DIALECTS)("the waitlist asks first on %s", (dialect) => {
  let test: TestDatabase;
  let keys = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const join = (email: string, day = DAY, now = NOW, proved = false) =>
    joinWaitlist(test.db, { day, serviceSlug: "trening", email, submissionKey: `confirm-${++keys}` }, now, { proved });
  const entryOf = (email: string, day = DAY) =>
    test.db.selectFrom("waitlist").selectAll().where("email", "=", email).where("day", "=", day).executeTakeFirstOrThrow();
  const mails = (kind: "waitlist_confirm" | "waitlist_time_freed") =>
    test.db
      .selectFrom("outbox")
      .innerJoin("waitlist", "waitlist.id", "outbox.waitlist_id")
      .select(["waitlist.email", "waitlist.day", "outbox.data"])
      .where("outbox.kind", "=", kind)
      .orderBy("outbox.id")
      .execute();
  const clear = async () => {
    await test.db.deleteFrom("waitlist").execute();
    await test.db.deleteFrom("bookings").execute();
    await test.db.deleteFrom("rate_limits").execute();
  };
  /** The day full, then one of its sessions cancelled by the client. */
  async function freeATime(now = NOW) {
    const first = await bookHour(test.db, { start: EIGHT, now, email: "jan@example.com", serviceName: "Trening" });
    await bookHour(test.db, { start: EIGHT + HOUR, now, email: "jan@example.com", serviceName: "Trening" });
    return () => changeBooking(test.db, first.id, { kind: "cancel", by: "client" }, { now });
  }

  it("keeps a new address pending and records only its confirmation, whose secret no table holds", async () => {
    const cancel = await freeATime();
    expect(await join("anna@example.com")).toBe("joined");
    const entry = await entryOf("anna@example.com");
    expect(entry.confirmed_at).toBeNull();
    expect(await mails("waitlist_confirm")).toEqual([{ email: "anna@example.com", day: DAY, data: null }]);
    const secret = await confirmationSecret(test.db, entry.id);
    expect(entry.confirm_hash).not.toContain(secret);
    expect(JSON.stringify(await test.db.selectFrom("outbox").selectAll().execute())).not.toContain(secret);

    // A time frees: nothing for a pending address.
    expect((await cancel()).ok).toBe(true);
    expect(await mails("waitlist_time_freed")).toEqual([]);
    await clear();
  });

  it("renders the confirmation with the link derived when it is sent, and skips it once the address is confirmed", async () => {
    await join("anna@example.com");
    const entry = await entryOf("anna@example.com");
    const [row] = await test.db.selectFrom("outbox").selectAll().where("kind", "=", "waitlist_confirm").execute();
    const template = waitlistTemplates({ addresses, site }).waitlist_confirm!.email!;
    const rendered = await template(row!, { db: test.db, now: NOW });
    const message = (rendered && "message" in rendered ? rendered.message : rendered) as EmailMessage;
    expect(message).toMatchObject({ to: "anna@example.com", subject: "Potwierdź zapis na listę oczekujących na wtorek 4 maja" });
    const secret = await confirmationSecret(test.db, entry.id);
    expect(String(message.text)).toContain(`https://trener.example/lista-oczekujacych/potwierdz/${secret}`);
    expect(String(message.text)).not.toContain("Zwolnił się termin");

    expect(await waitlistLinkState(test.db, secret)).toEqual({ kind: "pending", day: DAY });
    expect(await confirmWaitlist(test.db, secret, NOW)).toEqual([DAY]);
    expect(await waitlistLinkState(test.db, secret)).toEqual({ kind: "confirmed", days: [DAY] });
    expect(await template(row!, { db: test.db, now: NOW })).toEqual({ skip: "the address is confirmed already" });
    // A made-up or mistyped link confirms nothing.
    const mistyped = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [undefined, "", "x".repeat(43), mistyped, `${secret}x`]) {
      expect(await confirmWaitlist(test.db, wrong, NOW)).toBeNull();
    }
    await clear();
  });

  it("tells a confirmed address when a time frees", async () => {
    const cancel = await freeATime();
    await join("anna@example.com");
    await confirmWaitlist(test.db, await confirmationSecret(test.db, (await entryOf("anna@example.com")).id), NOW);
    expect((await cancel()).ok).toBe(true);
    expect((await mails("waitlist_time_freed")).map((mail) => mail.email)).toEqual(["anna@example.com"]);
    await clear();
  });

  it("sends one confirmation per mailbox in a day: a second day or a second form asks nothing more, and the one link confirms both", async () => {
    await join("ewa@example.com");
    await join("ewa@example.com");
    await join("ewa+lista@example.com", "2027-05-05");
    expect((await mails("waitlist_confirm")).map((mail) => mail.day)).toEqual([DAY]);
    const secret = await confirmationSecret(test.db, (await entryOf("ewa@example.com")).id);
    expect(await confirmWaitlist(test.db, secret, NOW)).toEqual([DAY]);
    // The other spelling is another address: its own link, still pending, sent no second mail.
    expect((await entryOf("ewa+lista@example.com", "2027-05-05")).confirmed_at).toBeNull();
    // The next day, its mail may go.
    await join("ewa+lista@example.com", "2027-05-05", new Date(NOW.getTime() + 25 * HOUR));
    expect((await mails("waitlist_confirm")).map((mail) => mail.day)).toEqual([DAY, "2027-05-05"]);
    // A confirmed address needs no link for another day.
    await join("ewa@example.com", "2027-05-06");
    expect((await entryOf("ewa@example.com", "2027-05-06")).confirmed_at).toBe(NOW.toISOString());
    expect(await mails("waitlist_confirm")).toHaveLength(2);
    await clear();
  });

  it("confirms the signed-in client's own address at once, with no mail, also an entry that waited pending", async () => {
    await join("ola@example.com", DAY, NOW, true);
    expect((await entryOf("ola@example.com")).confirmed_at).toBe(NOW.toISOString());
    await join("piotr@example.com");
    await join("piotr@example.com", DAY, NOW, true);
    expect((await entryOf("piotr@example.com")).confirmed_at).toBe(NOW.toISOString());
    expect((await mails("waitlist_confirm")).map((mail) => mail.email)).toEqual(["piotr@example.com"]);
    await clear();
  });
});
