import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { testBookingSettings } from "../../tests/support/booking-settings";
import type { Database } from "~/db/database.server";
import { newFormTokens } from "~/forms/form-tokens.server";
import { freeSlotsByDay } from "~/scheduling/availability";
import { handleBooking, type BookingContent } from "./booking-action.server";
import { packageOrderedWith } from "./package-order.server";
import { changeBooking } from "./booking-store.server";
import { PUBLISHED } from "../../tests/support/published-content";

// The action reads the app's database; here, each dialect's test database in turn.
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

const settings = testBookingSettings({ maxFuturePerEmail: 5 });
settings.services[0]!.offerSlugs = ["pakiet-8"];
const service = settings.services[0]!;
const content: BookingContent = {
  booking: settings,
  business: { phone: "600 100 200", address: { street: "ul. Sportowa 1", locality: "Przykładowo" } },
  privacy: PUBLISHED.privacy,
  offer: { packages: [{ slug: "pakiet-8", name: "Pakiet 8 treningów", price: 1040, sessions: 8, validWeeks: 6 }] },
};
// Saturday 27 February 2027: the 14 days for withdrawal end with 13 March.
const now = new Date("2027-02-27T08:00:00.000Z");
const free = [...freeSlotsByDay(settings, service, now, { occupied: [], sessionStarts: [] }).entries()];
const slotOn = (date: string, nth: number) => free.find(([day]) => day === date)![1][nth]!.start;

describe.each(DIALECTS)("a package ordered with its first session on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
  });
  afterAll(() => test.drop());
  afterEach(() => void vi.useRealTimers());

  async function tokens() {
    vi.useFakeTimers({ toFake: ["Date"], now: now.getTime() - 60_000 });
    const made = await newFormTokens();
    vi.setSystemTime(now);
    return made;
  }

  async function order(fields: Record<string, string>, formTokens: { submissionKey: string; stamp: string }, address = "203.0.113.9") {
    const body = new URLSearchParams({ service: service.slug, name: "Anna Nowak", phone: "600 100 200", notes: "", website: "", ...fields, ...formTokens });
    const request = new Request("http://localhost/rezerwacja", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
    return handleBooking(request, address, content, now);
  }

  it("refuses a first session within the 14 days without the request to start early, keeping what was typed; with it, records both once", async () => {
    const formTokens = await tokens();
    const fields = { package: "pakiet-8", start: new Date(slotOn("2027-03-13", 0)).toISOString(), email: "wczesny@example.com" };
    const refused = await order(fields, formTokens);
    expect(refused).toMatchObject({
      kind: "invalid",
      status: 400,
      fieldErrors: { earlyStart: [expect.stringContaining("wybierz termin od 14 marca")] },
      values: { email: "wczesny@example.com", package: "pakiet-8" },
    });
    expect(await test.db.selectFrom("client_packages").select("id").where("sale_key", "=", formTokens.submissionKey).execute()).toEqual([]);

    const accepted = await order({ ...fields, earlyStart: "on" }, formTokens);
    expect(accepted.kind).toBe("booked");
    // Sent again: the same booking, the same package.
    expect(await order({ ...fields, earlyStart: "on" }, formTokens)).toEqual(accepted);
    const booking = await test.db.selectFrom("bookings").selectAll().where("submission_key", "=", formTokens.submissionKey).executeTakeFirstOrThrow();
    const packages = await test.db.selectFrom("client_packages").selectAll().where("client_id", "=", booking.client_id).execute();
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject({
      offer_slug: "pakiet-8",
      sessions: 8,
      price: 1040,
      valid_weeks: 6,
      valid_from: "first_session",
      origin: "online",
      sale_key: formTokens.submissionKey,
    });
    // Ordered, not paid: nothing in the books yet.
    expect(await test.db.selectFrom("ledger_entries").selectAll().where("package_id", "=", packages[0]!.id).execute()).toEqual([]);
    expect(packages[0]!.early_start_requested_at).not.toBeNull();
    expect((await packageOrderedWith(test.db, booking))?.id).toBe(packages[0]!.id);

    // The first session, held, uses the package, and its validity starts that day.
    const held = await changeBooking(test.db, booking.id, { kind: "attended" }, { now: new Date(Date.parse(booking.ends_at)) });
    expect(held.ok).toBe(true);
    expect(await test.db.selectFrom("package_uses").select("package_id").where("booking_id", "=", booking.id).execute()).toEqual([
      { package_id: packages[0]!.id },
    ]);
    const started = await test.db.selectFrom("client_packages").select("starts_on").where("id", "=", packages[0]!.id).executeTakeFirstOrThrow();
    expect(started.starts_on).toBe("2027-03-13");
  });

  it("needs no request for a first session after the 14 days, and records none", async () => {
    const formTokens = await tokens();
    const outcome = await order({ package: "pakiet-8", start: new Date(slotOn("2027-03-14", 1)).toISOString(), email: "pozniej@example.com" }, formTokens);
    expect(outcome.kind).toBe("booked");
    const sale = await test.db.selectFrom("client_packages").selectAll().where("sale_key", "=", formTokens.submissionKey).executeTakeFirstOrThrow();
    expect(sale.early_start_requested_at).toBeNull();
  });

  it("refuses a package the service does not offer, and a single session orders none", async () => {
    const refused = await order({ package: "pakiet-99", start: new Date(slotOn("2027-03-15", 0)).toISOString(), email: "inny@example.com" }, await tokens());
    expect(refused).toMatchObject({ kind: "invalid", status: 400, formError: expect.stringContaining("Tego pakietu nie można już zamówić") });
    const single = await tokens();
    expect((await order({ start: new Date(slotOn("2027-03-15", 2)).toISOString(), email: "jeden@example.com" }, single)).kind).toBe("booked");
    expect(await test.db.selectFrom("client_packages").select("id").where("sale_key", "=", single.submissionKey).execute()).toEqual([]);
  });
});
