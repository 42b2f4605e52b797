import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { saveEnquiry, type EnquiryInput } from "./enquiries.server";

const input: EnquiryInput = {
  name: "Anna Nowak",
  email: "anna.nowak@example.com",
  phone: "+48 600 100 200",
  service: "plan-treningowy",
  message: "Dzień dobry,\nchciałabym zacząć od marca.",
};

describe.each(DIALECTS)("saveEnquiry on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const enquiriesWithKey = (key: string) => test.db.selectFrom("enquiries").selectAll().where("submission_key", "=", key).execute();
  const outboxOf = (id: number) => test.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).orderBy("id").execute();

  it("stores the enquiry as new with one mail for the trainer, due at once", async () => {
    const key = randomUUID();
    const before = new Date().toISOString();
    const result = await saveEnquiry(test.db, input, { submissionKey: key, spam: false, acknowledge: false });
    expect(result.created).toBe(true);

    const [enquiry] = await enquiriesWithKey(key);
    expect(enquiry).toMatchObject({ ...input, id: result.id, status: "new", note: null });
    expect(enquiry!.created_at >= before).toBe(true);
    const outbox = await outboxOf(result.id);
    expect(outbox).toMatchObject([{ kind: "notify_trainer", status: "pending", attempts: 0, locked_until: null, sent_at: null }]);
    expect(outbox[0]!.next_attempt_at).toBe(enquiry!.created_at);
  });

  it("queues the visitor's acknowledgement too when asked", async () => {
    const result = await saveEnquiry(test.db, input, { submissionKey: randomUUID(), spam: false, acknowledge: true });
    expect((await outboxOf(result.id)).map((row) => row.kind)).toEqual(["notify_trainer", "acknowledge_visitor"]);
  });

  it("keeps suspected spam, marked, and mails nobody", async () => {
    const key = randomUUID();
    const result = await saveEnquiry(test.db, input, { submissionKey: key, spam: true, acknowledge: true });
    expect(result.created).toBe(true);
    expect((await enquiriesWithKey(key))[0]!.status).toBe("spam");
    expect(await outboxOf(result.id)).toEqual([]);
  });

  it("saves a repeated submission key once and answers with the first enquiry", async () => {
    const key = randomUUID();
    const first = await saveEnquiry(test.db, input, { submissionKey: key, spam: false, acknowledge: false });
    const again = await saveEnquiry(test.db, { ...input, message: "druga próba" }, { submissionKey: key, spam: false, acknowledge: true });
    expect(again).toEqual({ id: first.id, created: false });
    expect(await enquiriesWithKey(key)).toHaveLength(1);
    expect(await outboxOf(first.id)).toHaveLength(1);
  });

  it("saves one enquiry when requests with one key race", async () => {
    const key = randomUUID();
    // PostgreSQL: separate pools, as separate app instances would have. SQLite:
    // one process has one connection, which Kysely hands to one transaction
    // at a time (a second in-process connection would wait on the file lock
    // while blocking the very thread that holds it).
    const handles = dialect === "postgres" ? [test.db, test.open(), test.open()] : [test.db];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => saveEnquiry(handles[i % handles.length]!, input, { submissionKey: key, spam: false, acknowledge: false })),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await enquiriesWithKey(key)).toHaveLength(1);
    expect(await outboxOf(results[0]!.id)).toHaveLength(1);
  });

  it("saves enquiries sent at the same moment together, each with its mail, and fails only a bad one", async () => {
    const keys = Array.from({ length: 20 }, () => randomUUID());
    // A NOT NULL column left empty: a real error from the database, inside the shared transaction.
    const bad = { ...input, message: null as unknown as string };
    const results = await Promise.allSettled([
      ...keys.map((key) => saveEnquiry(test.db, input, { submissionKey: key, spam: false, acknowledge: false })),
      saveEnquiry(test.db, bad, { submissionKey: randomUUID(), spam: false, acknowledge: false }),
    ]);
    expect(results.at(-1)!.status).toBe("rejected");
    const saved = results.slice(0, -1).map((result) => (result.status === "fulfilled" ? result.value : result.reason));
    expect(saved.every((result) => result.created === true)).toBe(true);
    expect(new Set(saved.map((result) => result.id)).size).toBe(keys.length);
    for (const [index, key] of keys.entries()) {
      const [enquiry] = await enquiriesWithKey(key);
      expect(enquiry!.id).toBe(saved[index].id);
      expect(await outboxOf(enquiry!.id)).toHaveLength(1);
    }
  });

  it("leaves no enquiry behind when its outbox row cannot be written", async () => {
    const key = randomUUID();
    // A real failure inside the transaction: the outbox table is away.
    await test.db.schema.alterTable("outbox").renameTo("outbox_away").execute();
    try {
      await expect(saveEnquiry(test.db, input, { submissionKey: key, spam: false, acknowledge: false })).rejects.toThrow();
    } finally {
      await test.db.schema.alterTable("outbox_away").renameTo("outbox").execute();
    }
    expect(await enquiriesWithKey(key)).toEqual([]);
    // …and the same key still works afterwards.
    expect((await saveEnquiry(test.db, input, { submissionKey: key, spam: false, acknowledge: false })).created).toBe(true);
  });
});
