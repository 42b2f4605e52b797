import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { savePushSubscription } from "~/notifications/index.server";
import { recordFailure } from "./private-calendar-failure.server";

const ROW = { id: "main", url: "https://calendar.example/5ecret.ics" };
const at = (minute: number) => new Date(Date.UTC(2027, 3, 1, 8, minute));

describe.each(DIALECTS)("a failed private calendar on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    await test.db
      .insertInto("private_calendar")
      .values({
        ...ROW,
        show_titles: 0,
        etag: null,
        last_modified: null,
        last_attempt_at: null,
        last_ok_at: at(0).toISOString(),
        failing_since: null,
        last_error: null,
        report: null,
        locked_until: at(9).toISOString(),
        created_at: at(0).toISOString(),
      })
      .execute();
  });
  afterAll(() => test.drop());

  const told = () => test.db.selectFrom("outbox").select(["channel", "recipient", "next_attempt_at"]).where("kind", "=", "private_calendar_failed").execute();

  it("records nothing to send when no device chose to hear of it, and no mail ever", async () => {
    await recordFailure(test.db, ROW, "500", at(5));
    expect(await told()).toEqual([]);
    expect(await test.db.selectFrom("private_calendar").select(["failing_since", "last_error", "locked_until"]).executeTakeFirstOrThrow()).toEqual({
      failing_since: at(5).toISOString(),
      last_error: "500",
      locked_until: null,
    });
  });

  it("tells a device that chose it once, at the first failure after a good fetch; the next failures change only the error", async () => {
    await test.db
      .updateTable("private_calendar")
      .set({ failing_since: null, last_ok_at: at(10).toISOString() })
      .execute();
    await savePushSubscription(test.db, { endpoint: "http://127.0.0.1:9/push/1", p256dh: "key", auth: "auth", name: "Telefon", topics: ["calendar"] }, at(10));
    await recordFailure(test.db, ROW, "timeout", at(15));
    await recordFailure(test.db, ROW, "404", at(20));
    expect(await told()).toEqual([{ channel: "push", recipient: "trainer", next_attempt_at: at(15).toISOString() }]);
    expect(await test.db.selectFrom("private_calendar").select(["failing_since", "last_error"]).executeTakeFirstOrThrow()).toEqual({
      failing_since: at(15).toISOString(),
      last_error: "404",
    });
  });

  it("writes nothing for an address the trainer changed meanwhile", async () => {
    await test.db.updateTable("private_calendar").set({ failing_since: null }).execute();
    await recordFailure(test.db, { ...ROW, url: "https://calendar.example/old.ics" }, "500", at(25));
    expect(await told()).toHaveLength(1);
    expect((await test.db.selectFrom("private_calendar").select("failing_since").executeTakeFirstOrThrow()).failing_since).toBeNull();
  });
});
