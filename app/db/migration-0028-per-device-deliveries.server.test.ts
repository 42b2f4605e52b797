import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { perDeviceDeliveriesMigration } from "./migration-0028-per-device-deliveries.server";

const at = "2027-03-01T10:00:00.000Z";

describe.each(DIALECTS)("migration 0028 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("takes the token out of every sign-in mail queued or sent before, and leaves other messages' facts", async () => {
    await perDeviceDeliveriesMigration.down!(test.db);
    const { id: clientId } = await test.db
      .insertInto("clients")
      .values({ name: "Anna", email: "anna@example.com", phone: "", notes: "", created_at: at, last_activity_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = (kind: "client_sign_in_link" | "client_erasure_request", status: "pending" | "sent", data: string | null) => ({
      kind,
      channel: "email",
      recipient: "client" as const,
      client_id: clientId,
      enquiry_id: null,
      booking_id: null,
      data,
      status,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    });
    await test.db
      .insertInto("outbox")
      .values([
        row("client_sign_in_link", "sent", JSON.stringify({ token: "A".repeat(43) })),
        row("client_sign_in_link", "pending", JSON.stringify({ token: "B".repeat(43) })),
        row("client_erasure_request", "pending", JSON.stringify({ kept: true })),
      ])
      .execute();
    await perDeviceDeliveriesMigration.up(test.db);
    const rows = await test.db.selectFrom("outbox").select(["kind", "status", "data"]).where("client_id", "=", clientId).orderBy("id").execute();
    expect(rows).toEqual([
      { kind: "client_sign_in_link", status: "sent", data: null },
      { kind: "client_sign_in_link", status: "pending", data: null },
      { kind: "client_erasure_request", status: "pending", data: JSON.stringify({ kept: true }) },
    ]);
    expect(await test.db.selectFrom("deliveries").selectAll().execute()).toEqual([]);
  });
});
