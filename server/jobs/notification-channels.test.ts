// A channel other than e-mail is one module (tests/support/test-channel.ts):
// its messages go through the same outbox, with the same retries, leases and
// "send again" as e-mail, and an instance without the channel leaves them be.
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { notify } from "~/notifications/notify.server";
import { requeueOutboxRow } from "~/notifications/outbox.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { testChannel, testChannelTemplates } from "../../tests/support/test-channel";
import { waitFor } from "../../tests/support/wait-for";
import { startOutboxWorker, type OutboxWorker } from "./outbox-worker";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const quiet = { info: () => {}, error: () => {} };
const noMail = { sendMail: async () => Promise.reject(new Error("no e-mail in this test")) };

describe.each(DIALECTS)("a channel added by one module, on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const workers: OutboxWorker[] = [];

  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    now = new Date();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await test.drop();
  });

  function worker(channel?: ReturnType<typeof testChannel>) {
    const started = startOutboxWorker({
      db: test.open(),
      transport: noMail,
      moreChannels: channel ? [channel] : [],
      moreTemplates: testChannelTemplates,
      pollMs: 10,
      clock: () => now,
      log: quiet,
    });
    workers.push(started);
    return started;
  }

  /** An enquiry whose trainer's notice goes by the test channel only, recorded as a capability records it. */
  async function enquiryToldByTestChannel(name: string) {
    return test.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("enquiries")
        .values({
          created_at: timestamp(now),
          name,
          email: "a@example.com",
          phone: null,
          service: null,
          message: "…",
          status: "new",
          note: null,
          submission_key: randomUUID(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await notify(trx, { kind: "notify_trainer", recipient: "trainer", about: { enquiryId: id }, data: { note: "pilne" }, dueAt: now, channels: ["test"] });
      return id;
    });
  }
  const rowOf = (enquiryId: number) => test.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", enquiryId).executeTakeFirstOrThrow();

  it("delivers the message once, rendered from its template, and records it as sent", async () => {
    const channel = testChannel();
    const id = await enquiryToldByTestChannel("Ola");
    worker(channel);
    worker(channel);

    await waitFor(async () => (await rowOf(id)).status === "sent", { what: "the message to be sent" });
    expect(channel.delivered).toEqual([{ to: "trainer", text: `Nowe zapytanie nr ${id}: Ola (pilne)` }]);
    expect(await rowOf(id)).toMatchObject({ channel: "test", recipient: "trainer", attempts: 1, last_error: null });
  });

  it("backs off after a failure, tries again when due, gives up after 24 hours, and sends again when requeued", async () => {
    const channel = testChannel();
    const id = await enquiryToldByTestChannel("Ewa");
    channel.failNext(1);
    worker(channel);

    const failed = await waitFor(async () => {
      const row = await rowOf(id);
      return row.attempts === 1 && row.status === "pending" && row;
    });
    expect(failed.next_attempt_at).toBe(timestamp(new Date(now.getTime() + MINUTE)));
    expect(failed.last_error).toBe("the test service is unreachable");
    expect(channel.delivered).toEqual([]);

    channel.failNext(Number.MAX_SAFE_INTEGER);
    now = new Date(now.getTime() + 25 * HOUR);
    await waitFor(async () => (await rowOf(id)).status === "failed", { what: "the row to be given up" });

    channel.failNext(0);
    expect(await requeueOutboxRow(test.db, (await rowOf(id)).id, now)).toBe(true);
    await waitFor(async () => (await rowOf(id)).status === "sent", { what: "the requeued row to be sent" });
    expect(channel.delivered.map((message) => message.text)).toEqual([`Nowe zapytanie nr ${id}: Ewa (pilne)`]);
  });

  it("takes back a message whose sender died mid-send once its lease expires", async () => {
    const channel = testChannel();
    const id = await enquiryToldByTestChannel("Iza");
    const row = await rowOf(id);
    // A sender that claimed the row and died: "sending", its lease running.
    await test.db
      .updateTable("outbox")
      .set({ status: "sending", attempts: 1, locked_until: timestamp(new Date(now.getTime() + 10 * MINUTE)) })
      .where("id", "=", row.id)
      .execute();
    worker(channel);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(channel.delivered).toEqual([]);

    now = new Date(now.getTime() + 10 * MINUTE);
    await waitFor(async () => (await rowOf(id)).status === "sent", { what: "the row to be taken back" });
    expect(channel.delivered).toHaveLength(1);
    expect((await rowOf(id)).attempts).toBe(2);
  });

  it("leaves the message to an instance that has its channel", async () => {
    const id = await enquiryToldByTestChannel("Ula");
    worker();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 0 });
  });
});
