import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { timestamp } from "../db/database.server";
import { saveEnquiry } from "./enquiries.server";
import { eraseExpiredEnquiries } from "./retention.server";

describe.each(DIALECTS)("eraseExpiredEnquiries on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function enquiryFrom(createdAt: string) {
    const { id } = await saveEnquiry(
      test.db,
      { name: "Anna", email: "anna@example.com", phone: null, service: null, message: "Dzień dobry, proszę o kontakt." },
      { submissionKey: randomUUID(), spam: false, acknowledge: true },
    );
    await test.db.updateTable("enquiries").set({ created_at: createdAt }).where("id", "=", id).execute();
    return id;
  }

  it("erases enquiries older than the retention period with their e-mails, and keeps the rest", async () => {
    const now = new Date("2025-06-15T12:00:00.000Z");
    const old = await enquiryFrom("2023-06-15T11:59:59.999Z");
    const oldSpam = await enquiryFrom("2020-01-01T00:00:00.000Z");
    const borderline = await enquiryFrom("2023-06-15T12:00:00.000Z");
    const recent = await enquiryFrom(timestamp(new Date("2025-06-01T00:00:00.000Z")));

    expect(await eraseExpiredEnquiries(test.db, 24, now)).toBe(2);
    const left = await test.db.selectFrom("enquiries").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual([borderline, recent]);
    const mails = await test.db.selectFrom("outbox").select("enquiry_id").where("enquiry_id", "in", [old, oldSpam]).execute();
    expect(mails).toEqual([]);
    expect(await eraseExpiredEnquiries(test.db, 24, now)).toBe(0);
    expect(await eraseExpiredEnquiries(test.db, 1, now)).toBe(1);
  });
});
