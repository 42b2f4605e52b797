// A package pays only for the services it names (issue 56): a session of
// another service, booked by the same client, uses no session of it and is
// owed, and the booking page's facts and /admin/platnosci's list agree.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { bookedAt, EIGHT, HOUR, later, sessionRequest, sold, tuesday } from "../../tests/support/package-fixture";
import { bookSession, changeBooking } from "~/bookings/booking-store.server";
import type { Booking } from "~/db/database.server";
import { unpaid } from "~/payments/unpaid.server";
import { sellPackage } from "./client-packages.server";
import { servicesOfItem } from "./package-services";
import { packagesOf } from "./package-views.server";
import { sessionPayment } from "./session-payment.server";

const OUTDOORS = { slug: "trening-w-plenerze", name: "Trening w plenerze", price: 150 };

describe("the services a price-list package pays for", () => {
  const services = [
    { slug: "konsultacja", package: null, offerSlugs: [] },
    { slug: "trening-personalny", package: "trening-personalny", offerSlugs: ["pakiet-8-treningow"] },
    { slug: "trening-w-plenerze", package: null, offerSlugs: [] },
  ];
  it("are those whose booking leads to it, or every one when none does", () => {
    expect(servicesOfItem(services, "pakiet-8-treningow")).toEqual(["trening-personalny"]);
    expect(servicesOfItem(services, "trening-personalny")).toEqual(["trening-personalny"]);
    expect(servicesOfItem(services, "pakiet-20")).toEqual(["konsultacja", "trening-personalny", "trening-w-plenerze"]);
  });
});

describe.each(DIALECTS)("a package and a service it does not cover on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  async function book(start: number, email: string, service?: typeof OUTDOORS): Promise<Booking> {
    const made = await bookSession(test.db, sessionRequest(start, email, service ? { service } : {}), bookedAt);
    if (made.kind === "taken") throw new Error("not booked");
    return made.booking;
  }
  const reread = (id: number) => test.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const listed = async (now: Date, due: "at_session" | "before_session") =>
    (await unpaid(test.db, now, due)).items.filter((item) => item.kind === "booking").map((item) => item.id);

  it("uses no session for it, shows it owed on its booking page and lists it as owed", async () => {
    const email = "plener@example.com";
    const covered = await book(tuesday(0), email);
    const outside = await book(tuesday(0) + 3 * HOUR, email, OUTDOORS);
    expect(outside.client_id).toBe(covered.client_id);
    const clientId = covered.client_id!;
    await sellPackage(test.db, clientId, sold({ ...EIGHT, paidBy: "cash", services: ["trening"] }), bookedAt);

    // Ahead: the booking page says the covered one is from the package ("Twój pakiet…"), the other is owed at its price, with no package shown.
    expect(await sessionPayment(test.db, covered, bookedAt)).toMatchObject({
      payment: { kind: "none", why: "package" },
      package: { name: "Pakiet 8 treningów", left: 8 },
    });
    expect(await sessionPayment(test.db, outside, bookedAt)).toEqual({ payment: { kind: "due", amount: 150 }, package: undefined, voucher: false });
    // Paid before the session: owed, and listed, from its booking; paid at the session: not yet.
    expect(await listed(bookedAt, "before_session")).toEqual([outside.id]);
    expect(await listed(bookedAt, "at_session")).toEqual([]);

    // Both held: the package counts the covered one only; the other stays owed, on the page and in the list alike.
    for (const id of [covered.id, outside.id]) await changeBooking(test.db, id, { kind: "attended" }, { now: later, noShowUsesSession: false });
    const uses = await test.db.selectFrom("package_uses").select("booking_id").execute();
    expect(uses.map((use) => use.booking_id)).toEqual([covered.id]);
    expect((await packagesOf(test.db, clientId, later))[0]).toMatchObject({ used: 1, services: ["trening"] });
    expect((await sessionPayment(test.db, await reread(outside.id), later)).payment).toEqual({ kind: "due", amount: 150 });
    expect((await sessionPayment(test.db, await reread(covered.id), later)).payment).toEqual({ kind: "none", why: "package" });
    for (const due of ["at_session", "before_session"] as const) expect(await listed(later, due)).toEqual([outside.id]);
  });

  it("lists a session of a client whose package covers its service once the package has no session left", async () => {
    const email = "bez-treningow@example.com";
    const first = await book(tuesday(2), email);
    const second = await book(tuesday(3), email);
    await sellPackage(test.db, first.client_id!, sold({ ...EIGHT, sessions: 1, paidBy: "cash" }), bookedAt);
    await changeBooking(test.db, first.id, { kind: "attended" }, { now: later, noShowUsesSession: false });
    expect(await sessionPayment(test.db, second, bookedAt)).toEqual({ payment: { kind: "due", amount: 150 }, package: undefined, voucher: false });
    expect(await listed(bookedAt, "before_session")).toContain(second.id);
  });
});
