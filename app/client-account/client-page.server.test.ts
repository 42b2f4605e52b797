import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookSession } from "~/bookings/booking-store.server";
import { packageAlong } from "~/bookings/package-order.server";
import { PUBLISHED } from "../../tests/support/published-content";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { clientPage, usualService } from "./client-page.server";

const booked = (service_slug: string, starts_at: string) => ({ service_slug, starts_at });

describe("the service “Zarezerwuj kolejny trening” preselects", () => {
  it("is the one booked most often, the latest of equals, and only one still offered", () => {
    const offered = ["konsultacja", "trening-personalny", "trening-w-parze"];
    expect(usualService([], offered)).toBeNull();
    expect(
      usualService([booked("trening-personalny", "2026-01-05"), booked("trening-personalny", "2026-01-12"), booked("konsultacja", "2026-02-01")], offered),
    ).toBe("trening-personalny");
    expect(usualService([booked("trening-personalny", "2026-01-05"), booked("trening-w-parze", "2026-01-12")], offered)).toBe("trening-w-parze");
    expect(usualService([booked("wycofana", "2026-01-05"), booked("wycofana", "2026-01-12"), booked("konsultacja", "2026-01-01")], offered)).toBe(
      "konsultacja",
    );
  });
});

describe.each(DIALECTS)("a session waiting for its payment online on /moje-treningi, on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("says it waits for the payment and asks no transfer for it nor for the package ordered with it", async () => {
    const now = new Date("2027-02-27T22:40:00.000Z");
    const start = Date.parse("2027-03-20T08:00:00.000Z");
    const order = { slug: "pakiet-8-treningow", name: "Pakiet 8 treningów", sessions: 8, price: 1040, validWeeks: 6 };
    const request = (key: string, at: number, held: boolean, service = { slug: "trening-personalny", name: "Trening personalny", price: 150 }) => ({
      service,
      place: "Studio",
      start: at,
      end: at + 3_600_000,
      bufferMs: 0,
      name: "Anna Nowak",
      email: "czeka@example.com",
      phone: "",
      notes: "",
      submissionKey: key,
      ...(held ? { paymentHeldUntil: now.getTime() + 15 * 60_000 } : {}),
    });
    const made = await bookSession(test.db, request("czeka-1", start, true), now, packageAlong(order, ["trening-personalny"], false, now));
    if (made.kind === "taken") throw new Error("taken");
    // A session of a service the package does not pay for, paid at the session: that one is owed.
    await bookSession(test.db, request("czeka-2", start + 7 * 86_400_000, false, { slug: "trening-w-plenerze", name: "Trening w plenerze", price: 150 }), now);
    const page = (await clientPage(test.db, made.booking.client_id!, PUBLISHED, "https://trener.example", now))!;
    expect(page.upcoming.map((session) => session.status)).toEqual(["czeka na płatność", "potwierdzona"]);
    expect(page.owed.map((owed) => owed.what)).toEqual([expect.stringContaining("Trening w plenerze")]);
  });
});
