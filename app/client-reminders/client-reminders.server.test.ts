import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseCard, mergeClients } from "~/clients/index.server";
import { listPushSubscriptions, savePushSubscription } from "~/notifications/index.server";
import { subscriptionsFor } from "~/notifications/channels/push-subscriptions.server";
import { bookHour } from "../../tests/support/booked-hour";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { CLIENT_REMINDERS } from "./client-reminders.messages";
import { clientReminders, setClientReminders } from "./client-reminders.server";
import { reminderChangeFrom } from "./reminder-change.server";

const HOUR = 3_600_000;
const NOW = new Date("2027-03-01T09:00:00.000Z");
const phone = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
  p256dh: "BPublicKeyOfTheBrowser_0123456789",
  auth: "AuthSecret_0123456",
});

describe.each(DIALECTS)("a client's reminder settings on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const book = (start: number, email: string) => bookHour(test.db, { start, now: NOW, name: "Klientka", email, phone: "", serviceName: "Trening" });
  const twoHourRows = (bookingId: number) =>
    test.db
      .selectFrom("outbox")
      .select(["status", "next_attempt_at"])
      .where("booking_id", "=", bookingId)
      .where("kind", "=", "booking_reminder_2h")
      .orderBy("id")
      .execute();

  it("keeps a client's phones apart from the trainer's devices and their topics", async () => {
    const { client_id } = await book(NOW.getTime() + 48 * HOUR, "ala@example.com");
    await savePushSubscription(test.db, { ...phone(0), name: "Telefon", topics: ["booking"] }, NOW);
    expect(await setClientReminders(test.db, client_id!, { kind: "push_on", device: phone(1) }, NOW)).toEqual({ phones: 1, twoHours: false });
    await setClientReminders(test.db, client_id!, { kind: "push_on", device: phone(2) }, NOW);
    expect((await listPushSubscriptions(test.db)).map((row) => row.endpoint)).toEqual([phone(0).endpoint]);
    expect((await subscriptionsFor(test.db, ["booking"])).map((row) => row.endpoint)).toEqual([phone(0).endpoint]);

    expect(await setClientReminders(test.db, client_id!, { kind: "push_off", endpoint: phone(1).endpoint }, NOW)).toEqual({ phones: 1, twoHours: false });
    await setClientReminders(test.db, client_id!, { kind: "push_on", device: phone(1) }, NOW);
    expect(await setClientReminders(test.db, client_id!, { kind: "push_off" }, NOW)).toEqual({ phones: 0, twoHours: false });
    expect(await listPushSubscriptions(test.db)).toHaveLength(1);
  });

  it("moves a client's phones with a merged card and erases them with the card", async () => {
    const kept = (await book(NOW.getTime() + 72 * HOUR, "kept@example.com")).client_id!;
    const merged = (await book(NOW.getTime() + 74 * HOUR, "merged@example.com")).client_id!;
    await setClientReminders(test.db, merged, { kind: "push_on", device: phone(7) }, NOW);
    expect((await mergeClients(test.db, kept, merged)).ok).toBe(true);
    expect(await clientReminders(test.db, kept)).toMatchObject({ phones: 1 });
    await eraseCard(test.db, kept);
    expect(await test.db.selectFrom("push_subscriptions").select("id").where("endpoint", "=", phone(7).endpoint).execute()).toEqual([]);
  });

  it("records the 2-hour reminder of every session ahead when turned on, once, and skips them when turned off", async () => {
    const first = await book(NOW.getTime() + 30 * HOUR, "ola@example.com");
    const soon = await book(NOW.getTime() + HOUR, "ola@example.com");
    const clientId = first.client_id!;
    expect(await twoHourRows(first.id)).toEqual([]);

    expect(await setClientReminders(test.db, clientId, { kind: "two_hours", on: true }, NOW)).toEqual({ phones: 0, twoHours: true });
    await setClientReminders(test.db, clientId, { kind: "two_hours", on: true }, NOW);
    expect(await twoHourRows(first.id)).toEqual([{ status: "pending", next_attempt_at: new Date(NOW.getTime() + 28 * HOUR).toISOString() }]);
    // Less than 2 hours away: no reminder to record.
    expect(await twoHourRows(soon.id)).toEqual([]);
    const later = await book(NOW.getTime() + 50 * HOUR, "ola@example.com");
    expect(await twoHourRows(later.id)).toHaveLength(1);

    await setClientReminders(test.db, clientId, { kind: "two_hours", on: false }, NOW);
    expect((await twoHourRows(first.id)).map((row) => row.status)).toEqual(["skipped"]);
    expect((await twoHourRows(later.id)).map((row) => row.status)).toEqual(["skipped"]);
    expect(await clientReminders(test.db, clientId)).toEqual({ phones: 0, twoHours: false });
  });
});

describe("the reminder settings' form", () => {
  it("reads each intent, and refuses a subscription that is not whole", () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    expect(reminderChangeFrom(form({ zamiar: "wlacz", ...phone(1) }))).toEqual({ kind: "push_on", device: phone(1) });
    expect(reminderChangeFrom(form({ zamiar: "wlacz", endpoint: "javascript:alert(1)", p256dh: phone(1).p256dh, auth: phone(1).auth }))).toBeNull();
    // Whole, but not a push service's address: refused, in words the client reads.
    for (const endpoint of ["https://push.example/device-1", "http://fcm.googleapis.com/fcm/send/1", "https://10.0.0.1/push"])
      expect(reminderChangeFrom(form({ zamiar: "wlacz", endpoint, p256dh: phone(1).p256dh, auth: phone(1).auth }))).toBe("not_push_service");
    expect(CLIENT_REMINDERS.notPushService).toMatch(/^Nie udało się włączyć przypomnień na tym telefonie: .+ Przypomnienia przyjdą e-mailem\.$/);
    expect(reminderChangeFrom(form({ zamiar: "wylacz" }))).toEqual({ kind: "push_off" });
    expect(reminderChangeFrom(form({ zamiar: "wylacz", endpoint: phone(2).endpoint }))).toEqual({ kind: "push_off", endpoint: phone(2).endpoint });
    expect(reminderChangeFrom(form({ zamiar: "dwie-godziny", "dwie-godziny": "1" }))).toEqual({ kind: "two_hours", on: true });
    expect(reminderChangeFrom(form({ zamiar: "dwie-godziny" }))).toEqual({ kind: "two_hours", on: false });
    expect(reminderChangeFrom(form({ zamiar: "cos" }))).toBeNull();
  });
});
