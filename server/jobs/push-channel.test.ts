// Push end to end without the internet: a device whose push service is a
// local server subscribes, an online booking is made, and the message the
// outbox sends decrypts (RFC 8291) to what the trainer should read; a device
// the push service no longer knows (410) is removed.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/index.server";
import { savePushSubscription } from "~/notifications/index.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { startPushReceiver } from "../../tests/support/push-receiver";
import { waitFor } from "../../tests/support/wait-for";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";

const quiet = { info: () => {}, error: () => {} };
const START = Date.parse("2027-03-02T17:00:00.000Z");

describe.each(DIALECTS)("push notifications to the trainer, on %s", (dialect) => {
  let test: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let worker: OutboxWorker | undefined;

  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    receiver = await startPushReceiver();
  });
  afterEach(async () => {
    await worker?.stop();
    await receiver.close();
    await test.drop();
  });

  async function subscribe(topics: ("booking" | "enquiry")[]) {
    await savePushSubscription(test.db, { endpoint: receiver.endpoint, ...receiver.keys, name: "Telefon", topics }, new Date());
  }

  async function bookOnline(start = START) {
    const made = await bookSession(test.db, {
      service: { slug: "trening", name: "Trening", price: 150 },
      place: "Studio",
      start,
      end: start + 3_600_000,
      bufferMs: 0,
      name: "Klientka Rezerwacji",
      email: "klientka@example.com",
      phone: "+48 600 100 200",
      notes: "",
      submissionKey: randomUUID(),
    });
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking.id;
  }

  function startWorker() {
    const push = { subject: () => "mailto:trener@example.com", allowedHosts: [{ host: "127.0.0.1", port: null }] };
    worker = startOutboxWorker({ db: test.open(), transport: null, push, pollMs: 10, log: quiet });
  }

  const pushRow = (bookingId: number) =>
    test.db.selectFrom("outbox").selectAll().where("booking_id", "=", bookingId).where("channel", "=", "push").executeTakeFirstOrThrow();

  it("sends a new online booking, encrypted for the device and signed with the server's VAPID key", async () => {
    await subscribe(["booking"]);
    const bookingId = await bookOnline();
    startWorker();

    const [push] = await waitFor(() => receiver.received.length > 0 && receiver.received, { what: "the push message" });
    expect(push!.path).toBe("/push/device-1");
    expect(push!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400" });
    const vapidKey = (await test.db.selectFrom("app_secrets").select("value").where("name", "=", "vapid_keys").executeTakeFirstOrThrow()).value;
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${JSON.parse(vapidKey).publicKey}$`));
    expect(receiver.decrypt(push!)).toEqual({ title: "Nowa rezerwacja online", body: "Trening: wt., 2.03, 18:00", url: "/admin/kalendarz?od=2027-03-02" });
    await waitFor(async () => (await pushRow(bookingId)).status === "sent", { what: "the row to be sent" });
    const device = await test.db.selectFrom("push_subscriptions").selectAll().executeTakeFirstOrThrow();
    expect(device.last_used_at).not.toBeNull();
  });

  it("removes a device its push service answers 410 for, and records nothing for a kind no device chose", async () => {
    await subscribe(["booking"]);
    receiver.answerWith(410);
    const bookingId = await bookOnline();
    startWorker();

    await waitFor(async () => (await test.db.selectFrom("push_subscriptions").selectAll().execute()).length === 0, { what: "the device to be removed" });
    await waitFor(async () => (await pushRow(bookingId)).status === "sent", { what: "the row to be done" });
    const later = await bookOnline(START + 86_400_000);
    const rows = await test.db.selectFrom("outbox").select("channel").where("booking_id", "=", later).execute();
    expect(rows.map((row) => row.channel)).toEqual(["email", "email", "email"]);
  });
});
