import { describe, expect, it, vi } from "vitest";
import { timestamp } from "~/db/database.server";
import { requeueOutboxRow, RETRY } from "~/notifications/outbox.server";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { HOUR, MINUTE, outboxTestKit } from "../../tests/support/outbox-test-kit";

describe.each(DIALECTS)("the outbox on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo, deadSmtpUrl, worker, save, rowsOf, rowOf, settle } = outboxTestKit(dialect, {
    clock: () => now,
    setClock: (date) => (now = date),
    setDatabase: (database) => (test = database),
  });

  it("mails the trainer once and records it as sent", async () => {
    const smtp = await sink();
    const id = await save();
    worker(transportTo(smtp.url));

    await waitFor(async () => (await rowOf(id)).status === "sent", { what: "the row to be sent" });
    await settle();
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.envelope.to).toEqual(["trener@trener.example"]);
    expect(mail!.header("Reply-To")).toBe("Anna Nowak <anna.nowak@example.com>");
    expect(mail!.header("Subject")).toBe("Nowe zapytanie: Plan treningowy — Anna Nowak");
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, locked_until: null, last_error: null, sent_at: timestamp(now) });
  });

  it("shows the slug of a service it has no name for, and sends the visitor's acknowledgement", async () => {
    const smtp = await sink();
    const id = await save({ service: "pakiet-nieznany" }, true);
    worker(transportTo(smtp.url));

    await waitFor(async () => (await rowsOf(id)).every((row) => row.status === "sent"), { what: "both rows to be sent" });
    const subjects = smtp.messages.map((mail) => [mail.envelope.to[0], mail.header("Subject")]);
    expect(subjects).toContainEqual(["trener@trener.example", "Nowe zapytanie: pakiet-nieznany — Anna Nowak"]);
    expect(subjects).toContainEqual(["anna.nowak@example.com", expect.stringMatching(/^Dziękuję za wiadomość/)]);
  });

  it("keeps the mail while SMTP is down, backing off 1, then 2 minutes, and delivers it once when SMTP is back", async () => {
    const dead = await deadSmtpUrl();
    const id = await save();
    worker(transportTo(dead.url));

    const first = await waitFor(
      async () => {
        const row = await rowOf(id);
        return row.attempts === 1 && row.status === "pending" && row;
      },
      { what: "the first failure" },
    );
    expect(first.next_attempt_at).toBe(timestamp(new Date(now.getTime() + MINUTE)));
    expect(first.last_error).toMatch(/ECONNREFUSED|connect/i);
    await settle();
    expect((await rowOf(id)).attempts).toBe(1); // not due again before its time

    now = new Date(now.getTime() + MINUTE);
    const second = await waitFor(
      async () => {
        const row = await rowOf(id);
        return row.attempts === 2 && row.status === "pending" && row;
      },
      { what: "the second failure" },
    );
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
    const first = await waitFor(
      async () => {
        const row = await rowOf(id);
        return row.attempts === 1 && row.status === "pending" && row;
      },
      { what: "the first failure" },
    );
    expect(first.next_attempt_at).toBe(timestamp(new Date(queuedAt + RETRY.giveUpAfterMs)));

    now = new Date(queuedAt + 24 * HOUR);
    const failed = await waitFor(
      async () => {
        const row = await rowOf(id);
        return row.status === "failed" && row;
      },
      { what: "the row to be marked failed" },
    );
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
    await lease(now.getTime() - 1000)
      .where("enquiry_id", "=", crashed)
      .execute();
    await lease(now.getTime() + 5 * MINUTE)
      .where("enquiry_id", "=", claimed)
      .execute();
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

  it("stop() waits for the send in progress and records it", async () => {
    const smtp = await sink({ acceptDelayMs: 400 });
    const id = await save();
    const running = worker(transportTo(smtp.url));

    await waitFor(async () => (await rowOf(id)).status === "sending", { what: "the send to start" });
    await running.stop();
    expect(smtp.messages).toHaveLength(1);
    expect((await rowOf(id)).status).toBe("sent");
  });

  it("does not retry a mail that cannot be composed", async () => {
    const smtp = await sink();
    const id = await save({ email: "anna@example.com\r\nBcc: spam@example.com" }, true);
    worker(transportTo(smtp.url));

    await waitFor(async () => (await rowsOf(id)).every((row) => row.status === "sent" || row.status === "failed"), { what: "both rows to settle" });
    const [notify, acknowledge] = await rowsOf(id);
    expect(notify).toMatchObject({ kind: "notify_trainer", status: "sent" });
    expect(acknowledge).toMatchObject({ kind: "acknowledge_visitor", status: "failed", attempts: 1, last_error: expect.stringMatching(/address/) });
    expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([["trener@trener.example"]]);
  });

  it("logs neither the message nor whole e-mail addresses", async () => {
    const rejecting = await sink({ rejectRecipients: true });
    const id = await save({}, true);
    const log: string[] = [];
    const failing = worker(transportTo(rejecting.url), { log });
    await waitFor(async () => (await rowsOf(id)).every((row) => row.attempts === 1 && row.status === "pending"), { what: "both rows to fail" });
    await failing.stop();
    expect((await rowsOf(id)).map((row) => row.last_error)).toContainEqual(expect.stringContaining("anna.nowak@example.com"));

    const smtp = await sink();
    now = new Date(now.getTime() + MINUTE);
    worker(transportTo(smtp.url), { log });
    await waitFor(async () => (await rowsOf(id)).every((row) => row.status === "sent"), { what: "both rows to be sent" });

    expect(log.length).toBeGreaterThanOrEqual(4);
    expect(log.join("\n")).toContain("a***@example.com");
    for (const line of log) {
      expect(line).not.toContain("anna.nowak@example.com");
      expect(line).not.toContain("trener@trener.example");
      expect(line).not.toContain("kontuzji");
      expect(line).not.toContain("Anna");
    }
  });

  it("two workers on separate connections send each of 30 mails exactly once", async () => {
    const smtp = await sink({ acceptDelayMs: 15 });
    const ids: number[] = [];
    for (let i = 1; i <= 30; i++) ids.push(await save({ name: `Osoba ${i}` }));
    const logs: [string[], string[]] = [[], []];
    worker(transportTo(smtp.url), { log: logs[0] });
    worker(transportTo(smtp.url), { db: test.open(), log: logs[1] });

    await waitFor(
      async () => {
        const sent = await test.db.selectFrom("outbox").select("id").where("status", "=", "sent").execute();
        return sent.length === 30;
      },
      { what: "all 30 rows to be sent", timeoutMs: 20_000 },
    );
    await settle();

    expect(smtp.messages).toHaveLength(30);
    expect(new Set(smtp.messages.map((mail) => mail.header("Subject"))).size).toBe(30);
    const rows = await test.db.selectFrom("outbox").select(["attempts", "status"]).execute();
    expect(rows.every((row) => row.attempts === 1 && row.status === "sent")).toBe(true);
    // Both really worked in parallel, on different rows. (A worker logs a send
    // just after recording it, so the last line may come after the last row.)
    await vi.waitFor(() => expect(logs[0].length + logs[1].length).toBe(30));
    expect(logs[0].length).toBeGreaterThan(0);
    expect(logs[1].length).toBeGreaterThan(0);
    // Its wait for the 30 sends allows 20 s; the test as a whole gets that and more.
  }, 30_000);
});
