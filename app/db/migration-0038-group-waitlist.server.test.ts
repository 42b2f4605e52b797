import { randomUUID } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { openGroupSessions } from "~/groups/index.server";
import { migrateTo, migrateToLatest } from "./migrations.server";

const now = "2027-03-01T10:00:00.000Z";

describe.each(DIALECTS)("migration 0038 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  const entry = (mailbox: string, groupSessionId?: number) =>
    test.db
      .insertInto("waitlist")
      .values({
        day: "2027-03-02",
        service_slug: "trening-personalny",
        email: `${mailbox}@example.com`,
        mailbox_key: `${mailbox}@example.com`,
        submission_key: randomUUID(),
        created_at: now,
        last_told_at: null,
        ...(groupSessionId === undefined ? {} : { group_session_id: groupSessionId }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  it("keeps every entry with its id and its mails, and lets a mailbox wait for a day and for a session that day, each once", async () => {
    await migrateTo(test.db, "0037-group-sessions");
    const waiting = await entry("anna");
    await test.db
      .insertInto("outbox")
      .values({
        waitlist_id: waiting.id,
        enquiry_id: null,
        booking_id: null,
        kind: "waitlist_time_freed",
        recipient: "client",
        status: "pending",
        next_attempt_at: now,
        created_at: now,
        attempts: 0,
        locked_until: null,
        last_error: null,
        sent_at: null,
      })
      .execute();
    await migrateToLatest(test.db);

    expect(await test.db.selectFrom("waitlist").select(["id", "email", "group_session_id"]).execute()).toEqual([
      { id: waiting.id, email: "anna@example.com", group_session_id: null },
    ]);
    expect(await test.db.selectFrom("outbox").select("waitlist_id").where("kind", "=", "waitlist_time_freed").execute()).toEqual([{ waitlist_id: waiting.id }]);
    const [opened] = await openGroupSessions(test.db, {
      title: "Zdrowy kręgosłup",
      serviceSlug: "zdrowy-kregoslup",
      place: "Studio",
      day: Temporal.PlainDate.from("2027-03-02"),
      clock: 18 * 60,
      minutes: 60,
      bufferMs: 0,
      seats: 4,
      minSeats: null,
      price: 50,
      weeks: 1,
      decideHoursBefore: null,
    });
    if (opened?.outcome !== "opened") throw new Error("not opened");
    await entry("anna", opened.id);
    await expect(entry("anna", opened.id)).rejects.toThrow();
    await expect(entry("anna")).rejects.toThrow();
    const later = await entry("bartek");
    expect(later.id).toBeGreaterThan(waiting.id);
  });
});
