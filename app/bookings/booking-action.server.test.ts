import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Kysely } from "kysely";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { testBookingSettings } from "../../tests/support/booking-settings";
import type { Database } from "~/db/database.server";
import { newFormTokens } from "~/forms/form-tokens.server";
import { freeSlotsByDay } from "~/scheduling/availability";
import { handleBooking } from "./booking-action.server";
import { env } from "~/env.server";
import { blockEmail } from "~/clients/booking-blocks.server";
import { PUBLISHED } from "../../tests/support/published-content";
import { BOOKING_FORM_ERRORS } from "./bookings.messages";

// The action reads the app's database; here, each dialect's test database in turn.
let current: Kysely<Database>;
vi.mock("~/db/database.server", async (importOriginal) => ({ ...(await importOriginal<object>()), getDatabase: async () => current }));

const settings = testBookingSettings({ maxFuturePerEmail: 2 });
const service = settings.services[0]!;
const business = { phone: "600 100 200", address: { street: "ul. Sportowa 1", locality: "Przykładowo" } };
const now = new Date("2027-02-27T08:00:00.000Z");
const starts = [...freeSlotsByDay(settings, service, now, { occupied: [], sessionStarts: [] }).values()].flat().filter((_, index) => index % 3 === 0);

describe.each(DIALECTS)("handleBooking on %s", (dialect) => {
  let test: TestDatabase;
  let booked = 0;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    current = test.db;
  });
  afterAll(() => test.drop());
  afterEach(() => void vi.useRealTimers());

  /** The form sent by a person who took a minute (or `fillMs`) to fill it in, from a network of its own. */
  async function book(fields: { email: string; notes?: string; sentBy?: string }, address?: string, fillMs = 60_000) {
    vi.useFakeTimers({ toFake: ["Date"], now: now.getTime() - fillMs });
    const tokens = await newFormTokens();
    vi.setSystemTime(now);
    const index = booked++;
    const body = new URLSearchParams({
      service: service.slug,
      start: new Date(starts[index]!.start).toISOString(),
      name: "Anna Nowak",
      phone: "600 100 200",
      notes: "",
      website: "",
      ...fields,
      ...tokens,
    });
    const request = new Request("http://localhost/rezerwacja", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
    const outcome = await handleBooking(
      request,
      address ?? `203.0.${index}.7`,
      { booking: settings, business, privacy: PUBLISHED.privacy, offer: PUBLISHED.offer },
      now,
    );
    return { outcome, submissionKey: tokens.submissionKey };
  }

  it("stores notes with a NUL and a vertical tab in them, the NUL dropped and the vertical tab as a line break", async () => {
    const { outcome, submissionKey } = await book({ email: "notes@example.com", notes: "Ból kolana\u0000,\u000b proszę o łagodny start\r\nDziękuję" });
    expect(outcome.kind).toBe("booked");
    const stored = await test.db.selectFrom("bookings").select("notes").where("submission_key", "=", submissionKey).executeTakeFirstOrThrow();
    expect(stored.notes).toBe("Ból kolana,\n proszę o łagodny start\r\nDziękuję");
  });

  it.each([
    { first: "jan.kowalski@gmail.com", second: "jankowalski+drugi@googlemail.com", third: "J.an.Kowalski+trzeci@Gmail.com", other: "jan.kowalski@example.com" },
    { first: "anna@example.com", second: "anna+drugi@example.com", third: "ANNA+trzeci@Example.com", other: "an.na@example.com" },
  ])("caps future bookings per mailbox, whatever +tag, case or (at Gmail) dots: $first", async ({ first, second, third, other }) => {
    expect((await book({ email: first })).outcome.kind).toBe("booked");
    expect((await book({ email: second })).outcome.kind).toBe("booked");
    expect((await book({ email: third })).outcome).toMatchObject({
      kind: "invalid",
      status: 409,
      formError: expect.stringContaining("ile można mieć naraz (2 rezerwacje)"),
    });
    expect((await book({ email: other })).outcome.kind).toBe("booked");
  });

  it("counts only what the address booked online: three sessions the trainer booked for a regular leave her cap untouched", async () => {
    const regular = "stala.klientka@example.com";
    for (let i = 0; i < 3; i++) expect((await book({ email: regular })).outcome.kind).toBe(i < 2 ? "booked" : "invalid");
    // The two she booked become the trainer's (as if taken by phone), and the trainer books her a third.
    await test.db.updateTable("bookings").set({ origin: "trainer" }).where("email", "=", regular).execute();
    expect((await book({ email: regular })).outcome.kind).toBe("booked");
    expect((await book({ email: regular })).outcome.kind).toBe("booked");
    expect((await book({ email: regular })).outcome).toMatchObject({ kind: "invalid", status: 409 });
  });

  it("takes a form sent a second after it was shown by its button (an autofill and a tap), and refuses one posted without it", async () => {
    expect((await book({ email: "autofill@example.com", sentBy: "button" }, undefined, 1_000)).outcome).toMatchObject({ kind: "booked" });
    for (const sentBy of [undefined, "", "1"])
      expect((await book({ email: "skrypt@example.com", ...(sentBy === undefined ? {} : { sentBy }) }, undefined, 1_000)).outcome).toMatchObject({
        kind: "invalid",
        status: 400,
        formError: BOOKING_FORM_ERRORS.unconfirmed,
      });
  });

  it("refuses a blocked mailbox however its address is written", async () => {
    await blockEmail(test.db, "zablokowany.klient@gmail.com");
    for (const email of ["zablokowanyklient+nowy@googlemail.com", "Zablokowany.Klient@Gmail.com"]) {
      const { outcome } = await book({ email });
      expect(outcome, email).toMatchObject({ kind: "invalid", status: 403 });
    }
    expect((await book({ email: "inny.klient@gmail.com" })).outcome).toMatchObject({ kind: "booked" });
  });

  it("counts the bookings one network makes against BOOKING_RATE_LIMIT, not the ones refused", async () => {
    const network = "198.51.100.20";
    await blockEmail(test.db, "odmowa@example.com");
    for (let i = 0; i < env.BOOKING_RATE_LIMIT; i++) expect((await book({ email: "odmowa@example.com" }, network)).outcome).toMatchObject({ status: 403 });
    for (let i = 0; i < env.BOOKING_RATE_LIMIT; i++) expect((await book({ email: `limit${i}@example.com` }, network)).outcome.kind).toBe("booked");
    expect((await book({ email: "szosta@example.com" }, network)).outcome).toMatchObject({
      kind: "invalid",
      status: 429,
      formError: expect.stringContaining("zbyt wiele terminów"),
    });
  });

  it("refuses a package ordered with a seat of a service with places, and books nothing", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: now.getTime() - 60_000 });
    const tokens = await newFormTokens();
    vi.setSystemTime(now);
    const pair = { ...service, slug: "w-parze", seats: 2, offerSlugs: ["pakiet-8-treningow"] };
    const body = new URLSearchParams({ service: pair.slug, package: "pakiet-8-treningow", start: new Date(starts[0]!.start).toISOString() });
    for (const [name, value] of Object.entries({ name: "Anna Nowak", email: "pakiet@example.com", phone: "600 100 200", website: "", ...tokens }))
      body.set(name, value);
    const request = new Request("http://localhost/rezerwacja", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });
    const content = { booking: { ...settings, services: [pair] }, business, privacy: PUBLISHED.privacy, offer: PUBLISHED.offer };
    const outcome = await handleBooking(request, "203.0.113.99", content, now);
    expect(outcome).toMatchObject({
      kind: "invalid",
      status: 400,
      fieldErrors: { package: [expect.stringMatching(/^Pakiet zamówisz razem z treningiem indywidualnym/)] },
    });
    expect(await test.db.selectFrom("bookings").select("id").where("email", "=", "pakiet@example.com").execute()).toEqual([]);
  });
});
