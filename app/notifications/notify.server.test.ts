import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timestamp } from "~/db/database.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { notify } from "./notify.server";

describe.each(DIALECTS)("notify on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const at = new Date("2027-03-01T10:00:00.000Z");
  const enquiry = () =>
    test.db
      .insertInto("enquiries")
      .values({
        created_at: timestamp(at),
        name: "Ala",
        email: "ala@example.com",
        phone: null,
        service: null,
        message: "…",
        status: "new",
        note: null,
        submission_key: randomUUID(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  const rowsOf = (enquiryId: number) =>
    test.db
      .selectFrom("outbox")
      .select(["kind", "channel", "recipient", "data", "status", "next_attempt_at"])
      .where("enquiry_id", "=", enquiryId)
      .orderBy("id")
      .execute();

  it("records one pending row per channel, due when asked, with the data as JSON", async () => {
    const { id } = await enquiry();
    await test.db
      .transaction()
      .execute((trx) =>
        notify(
          trx,
          { kind: "notify_trainer", recipient: "trainer", about: { enquiryId: id }, dueAt: at },
          { kind: "acknowledge_visitor", recipient: "client", about: { enquiryId: id }, data: { n: 1 }, dueAt: at, channels: ["email", "test"] },
        ),
      );
    const due = timestamp(at);
    expect(await rowsOf(id)).toEqual([
      { kind: "notify_trainer", channel: "email", recipient: "trainer", data: null, status: "pending", next_attempt_at: due },
      { kind: "acknowledge_visitor", channel: "email", recipient: "client", data: '{"n":1}', status: "pending", next_attempt_at: due },
      { kind: "acknowledge_visitor", channel: "test", recipient: "client", data: '{"n":1}', status: "pending", next_attempt_at: due },
    ]);
  });

  it("records nothing when the change it tells of is rolled back", async () => {
    const { id } = await enquiry();
    await expect(
      test.db.transaction().execute(async (trx) => {
        await notify(trx, { kind: "notify_trainer", recipient: "trainer", about: { enquiryId: id }, dueAt: at });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowsOf(id)).toEqual([]);
  });
});
