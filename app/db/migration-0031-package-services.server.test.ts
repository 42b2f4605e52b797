import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/booking-store.server";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { packageServicesMigration } from "./migration-0031-package-services.server";

const at = "2027-03-01T10:00:00.000Z";

describe.each(DIALECTS)("migration 0031 on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function sold(clientId: number, offerSlug: string) {
    const row = await test.db
      .insertInto("client_packages")
      .values({
        client_id: clientId,
        offer_slug: offerSlug,
        name: offerSlug,
        sessions: 8,
        price: 1040,
        valid_weeks: 8,
        valid_from: "sale",
        sold_on: "2027-03-01",
        starts_on: "2027-03-01",
        sequence: 0,
        low_notified_at: null,
        expiry_notified_at: null,
        notice_closed_at: null,
        sale_key: null,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const servicesOf = async (id: number) =>
    (await test.db.selectFrom("package_services").select("service_slug").where("package_id", "=", id).orderBy("service_slug").execute()).map(
      (row) => row.service_slug,
    );

  it("gives each package sold before the services its item leads to, those it already paid for, or every one when nothing names any", async () => {
    await packageServicesMigration.down!(test.db);
    // The booking settings as published: the personal training leads to the package of 8; the outdoor one to none.
    const booking = {
      services: [
        { slug: "konsultacja", package: null, name: "Konsultacja", price: 0, offerSlugs: [] },
        { slug: "trening-personalny", package: "trening-personalny", name: "", price: null, offerSlugs: ["pakiet-8-treningow"] },
        { slug: "trening-w-plenerze", package: null, name: "Trening w plenerze", price: 150, offerSlugs: [] },
      ],
    };
    for (const version of [1, 2]) {
      await test.db
        .insertInto("content_revisions")
        .values({
          section: "booking",
          version,
          // The older revision linked nothing: the newest one counts.
          document: JSON.stringify(version === 2 ? booking : { services: [] }),
          summary: "",
          author: "test",
          restored_from: null,
          created_at: at,
        })
        .execute();
    }
    const made = await bookSession(
      test.db,
      {
        service: { slug: "trening-w-plenerze", name: "Trening w plenerze", price: 150 },
        place: "Park",
        start: Date.parse("2027-03-02T17:00:00.000Z"),
        end: Date.parse("2027-03-02T18:00:00.000Z"),
        bufferMs: 0,
        name: "Anna Nowak",
        email: "anna@example.com",
        phone: "",
        notes: "",
        submissionKey: "migracja-0031",
      },
      new Date(at),
    );
    if (made.kind === "taken") throw new Error("not booked");
    const clientId = made.booking.client_id!;
    const linked = await sold(clientId, "pakiet-8-treningow");
    const used = await sold(clientId, "pakiet-dawny");
    const unnamed = await sold(clientId, "pakiet-wlasny");
    await test.db.insertInto("package_uses").values({ booking_id: made.booking.id, package_id: used, created_at: at }).execute();

    await packageServicesMigration.up(test.db);
    expect(await servicesOf(linked)).toEqual(["trening-personalny"]);
    expect(await servicesOf(used)).toEqual(["trening-w-plenerze"]);
    expect(await servicesOf(unnamed)).toEqual(["konsultacja", "trening-personalny", "trening-w-plenerze"]);
    // A package's rows go with it.
    await test.db.deleteFrom("client_packages").where("id", "=", linked).execute();
    expect(await servicesOf(linked)).toEqual([]);
  });
});
