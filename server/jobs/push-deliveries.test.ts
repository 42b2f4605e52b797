// One message, many devices, and nobody holding anyone back (issue 56): a
// retried push goes only to the devices that did not take it, and a push
// service that never answers delays no sign-in mail.
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sendSignInLink } from "~/client-account/sign-in-links.server";
import { timestamp, type Database } from "~/db/database.server";
import { createMailTransport } from "~/notifications/channels/email.server";
import { notify, savePushSubscription } from "~/notifications/index.server";
import { startPushReceiver } from "../../tests/support/push-receiver";
import { startSilentServer } from "../../tests/support/silent-server";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { startOutboxWorker } from "./outbox-worker";

const quiet = { info: () => {}, error: () => {} };
const addresses = {
  MAIL_FROM: { name: "Strona", address: "no-reply@trener.example" },
  CONTACT_TO: "trener@trener.example",
  SITE_URL: "https://trener.example",
};
const keysOf = (receiver: Awaited<ReturnType<typeof startPushReceiver>>) => receiver.keys;

/** The private calendar's failure: the trainer's push-only message, to every device that chose "calendar". */
async function queueCalendarPush(db: Kysely<Database>, at: Date): Promise<number> {
  await db.transaction().execute((trx) => notify(trx, { kind: "private_calendar_failed", recipient: "trainer", about: { none: true }, dueAt: at }));
  const row = await db.selectFrom("outbox").select("id").where("channel", "=", "push").orderBy("id", "desc").executeTakeFirstOrThrow();
  return row.id;
}

describe.each(DIALECTS)("push deliveries per device on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const cleanups: (() => unknown)[] = [];
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    now = new Date();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await test.drop();
  });

  function startWorker(smtpUrl: string | null) {
    const transport = smtpUrl ? createMailTransport(smtpUrl) : null;
    const push = { subject: () => "mailto:trener@example.com", allowedHosts: [{ host: "127.0.0.1", port: null }], clock: () => now };
    const worker = startOutboxWorker({ db: test.db, transport, push, pollMs: 10, log: quiet, clock: () => now, addresses });
    cleanups.push(async () => {
      await worker.stop();
      transport?.close();
    });
  }

  async function receiver() {
    const started = await startPushReceiver();
    cleanups.push(() => started.close());
    return started;
  }

  it("tries again only the device that failed: the one that took it gets it exactly once", async () => {
    const [good, failing] = [await receiver(), await receiver()];
    for (const [n, phone] of [good, failing].entries()) {
      const endpoint = phone.endpoint.replace("device-1", `device-${n}`);
      await savePushSubscription(test.db, { endpoint, ...keysOf(phone), name: `Telefon ${n}`, topics: ["calendar"] }, now);
    }
    failing.answerWith(500);
    const id = await queueCalendarPush(test.db, now);
    startWorker(null);

    const outboxRow = () => test.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const first = await waitFor(
      async () => {
        const row = await outboxRow();
        return row.attempts === 1 && row.status === "pending" && row;
      },
      { what: "the first attempt to fail" },
    );
    expect(first.last_error).toMatch(/answered 500/);
    expect([good.received.length, failing.received.length]).toEqual([1, 1]);
    const deliveries = await test.db.selectFrom("deliveries").select(["status", "attempts"]).where("outbox_id", "=", id).orderBy("device_id").execute();
    expect(deliveries).toEqual([
      { status: "sent", attempts: 1 },
      { status: "failed", attempts: 1 },
    ]);

    failing.answerWith(201);
    now = new Date(now.getTime() + 60_000);
    await waitFor(async () => (await outboxRow()).status === "sent", { what: "the retry to be sent" });
    expect(good.received).toHaveLength(1);
    expect(failing.received).toHaveLength(2);
    expect(failing.decrypt(failing.received[1]!)).toEqual(good.decrypt(good.received[0]!));
    expect((await outboxRow()).attempts).toBe(2);
    const after = await test.db.selectFrom("deliveries").select(["status", "attempts"]).where("outbox_id", "=", id).orderBy("device_id").execute();
    expect(after).toEqual([
      { status: "sent", attempts: 1 },
      { status: "sent", attempts: 2 },
    ]);

    // Its deliveries go with the row (retention, erasure).
    await test.db.deleteFrom("outbox").where("id", "=", id).execute();
    expect(await test.db.selectFrom("deliveries").select("id").execute()).toEqual([]);
  });

  it("delivers a sign-in mail within seconds while a push service never answers", async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    // A browser's keys, for the messages to be encrypted; its push service is the silent one.
    const { keys } = await receiver();
    for (let n = 0; n < 5; n++) {
      const endpoint = `http://127.0.0.1:${silent.port}/push/device-${n}`;
      await savePushSubscription(test.db, { endpoint, ...keys, name: "Telefon", topics: ["calendar"] }, now);
    }
    for (let n = 0; n < 3; n++) await queueCalendarPush(test.db, now);
    const { id: clientId } = await test.db
      .insertInto("clients")
      .values({ name: "Anna Nowak", email: "anna@example.com", phone: "", notes: "", created_at: timestamp(now), last_activity_at: timestamp(now) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await test.db.insertInto("client_keys").values({ key: "e:anna@example.com", client_id: clientId }).execute();
    startWorker(smtp.url);
    // The push service holds the first message's devices.
    await waitFor(() => silent.connections() >= 5, { what: "the push sends to start" });

    const asked = Date.now();
    await sendSignInLink(test.db, "anna@example.com", now);
    await waitFor(() => smtp.messages.length > 0, { what: "the sign-in mail", timeoutMs: 20_000 });
    expect(Date.now() - asked).toBeLessThan(8_000);
    expect(smtp.messages[0]!.envelope.to).toEqual(["anna@example.com"]);
    // Each push send gives up after its time-out; the rows wait for their retry.
    await waitFor(
      async () =>
        (await test.db.selectFrom("outbox").select("status").where("channel", "=", "push").where("attempts", ">=", 1).where("status", "=", "pending").execute())
          .length >= 1,
      { what: "the first push row to time out", timeoutMs: 15_000 },
    );
  }, 40_000);
});
