import { describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { requeueOutboxRow, RETRY } from "~/mail/outbox.server";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, MINUTE, outboxTestKit } from "./outbox-test-kit";

describe.each(DIALECTS)("the outbox's retries on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo, deadSmtpUrl, worker, save, rowOf, settle } = outboxTestKit({
    dialect,
    clock: () => now,
    resetClock: () => {
      now = new Date();
    },
    onDatabase: (database) => {
      test = database;
    },
  });

  it("keeps the mail while SMTP is down, backing off 1, then 2 minutes, and delivers it once when SMTP is back", async () => {
    const dead = await deadSmtpUrl();
    const id = await save();
    worker(transportTo(dead.url));

    const first = await waitFor(async () => {
      const row = await rowOf(id);
      return row.attempts === 1 && row.status === "pending" && row;
    }, { what: "the first failure" });
    expect(first.next_attempt_at).toBe(timestamp(new Date(now.getTime() + MINUTE)));
    expect(first.last_error).toMatch(/ECONNREFUSED|connect/i);
    await settle();
    expect((await rowOf(id)).attempts).toBe(1); // not due again before its time

    now = new Date(now.getTime() + MINUTE);
    const second = await waitFor(async () => {
      const row = await rowOf(id);
      return row.attempts === 2 && row.status === "pending" && row;
    }, { what: "the second failure" });
    expect(second.next_attempt_at).toBe(timestamp(new Date(now.getTime() + 2 * MINUTE)));

    const smtp = await sink({ port: dead.port });
    now = new Date(now.getTime() + 2 * MINUTE);
    await waitFor(async () => (await rowOf(id)).status === "sent", { what: "delivery after SMTP came back" });
    await settle();
    expect(smtp.messages).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 3, last_error: null });
  });

  it("gives up 24 hours after queuing, and sends again when requeued", async () => {
    const dead = await deadSmtpUrl();
    const id = await save();
    const queuedAt = new Date((await rowOf(id)).created_at).getTime();
    now = new Date(queuedAt + 24 * HOUR - 30_000);
    const failing = worker(transportTo(dead.url));

    // The last retry is at the deadline itself, not an hour past it.
    const first = await waitFor(async () => {
      const row = await rowOf(id);
      return row.attempts === 1 && row.status === "pending" && row;
    }, { what: "the first failure" });
    expect(first.next_attempt_at).toBe(timestamp(new Date(queuedAt + RETRY.giveUpAfterMs)));

    now = new Date(queuedAt + 24 * HOUR);
    const failed = await waitFor(async () => {
      const row = await rowOf(id);
      return row.status === "failed" && row;
    }, { what: "the row to be marked failed" });
    expect(failed).toMatchObject({ attempts: 2, locked_until: null, last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    await failing.stop();

    const smtp = await sink();
    worker(transportTo(smtp.url));
    await settle();
    expect(smtp.messages).toHaveLength(0);

    expect(await requeueOutboxRow(test.db, failed.id)).toBe(true);
    await waitFor(async () => (await rowOf(id)).status === "sent", { what: "the requeued row to be sent" });
    expect(smtp.messages).toHaveLength(1);
    expect(await requeueOutboxRow(test.db, failed.id)).toBe(false); // only failed rows go back
  });

  it("retries a row whose sender died mid-send once the claim expires, and leaves a live claim alone", async () => {
    const smtp = await sink();
    const crashed = await save({ name: "Osoba Porzucona" });
    const claimed = await save({ name: "Osoba W Toku" });
    const lease = (at: number) => test.db.updateTable("outbox").set({ status: "sending", attempts: 1, locked_until: timestamp(new Date(at)) });
    await lease(now.getTime() - 1000).where("enquiry_id", "=", crashed).execute();
    await lease(now.getTime() + 5 * MINUTE).where("enquiry_id", "=", claimed).execute();
    worker(transportTo(smtp.url));

    await waitFor(async () => (await rowOf(crashed)).status === "sent", { what: "the abandoned row to be sent" });
    await settle();
    expect((await rowOf(claimed)).status).toBe("sending");
    expect(smtp.messages.map((mail) => mail.header("Subject"))).toEqual(["Nowe zapytanie: Plan treningowy — Osoba Porzucona"]);
    expect((await rowOf(crashed)).attempts).toBe(2);

    now = new Date(now.getTime() + 5 * MINUTE);
    await waitFor(async () => (await rowOf(claimed)).status === "sent", { what: "the expired claim to be sent" });
    expect(smtp.messages).toHaveLength(2);
  });
});
