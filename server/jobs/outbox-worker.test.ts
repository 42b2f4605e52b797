import { describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { waitFor } from "../../tests/support/wait-for";
import { MINUTE, outboxTestKit } from "./outbox-test-kit";

describe.each(DIALECTS)("the outbox on %s", (dialect) => {
  let test: TestDatabase;
  let now: Date;
  const { sink, transportTo, worker, save, rowsOf, rowOf, settle } = outboxTestKit({
    dialect,
    clock: () => now,
    resetClock: () => {
      now = new Date();
    },
    onDatabase: (database) => {
      test = database;
    },
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

    await waitFor(async () => {
      const sent = await test.db.selectFrom("outbox").select("id").where("status", "=", "sent").execute();
      return sent.length === 30;
    }, { what: "all 30 rows to be sent", timeoutMs: 20_000 });
    await settle();

    expect(smtp.messages).toHaveLength(30);
    expect(new Set(smtp.messages.map((mail) => mail.header("Subject"))).size).toBe(30);
    const rows = await test.db.selectFrom("outbox").select(["attempts", "status"]).execute();
    expect(rows.every((row) => row.attempts === 1 && row.status === "sent")).toBe(true);
    // Both really worked in parallel, on different rows.
    expect(logs[0].length).toBeGreaterThan(0);
    expect(logs[1].length).toBeGreaterThan(0);
    expect(logs[0].length + logs[1].length).toBe(30);
    // Its wait for the 30 sends allows 20 s; the test as a whole gets that and more.
  }, 30_000);
});
