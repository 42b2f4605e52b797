// No time booked twice, with the server as it runs: 50 visitors at once on
// two instances of one PostgreSQL ask for the same time; one gets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agedTokens } from "../tests/support/aged-stamp";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, startServerProcess } from "../tests/support/server-process";
import { bookableDays, bookingForm, postBooking } from "../scripts/booking-requests.ts";

const SOURCES = [
  "server.js",
  "server/app.ts",
  "server/site-router.ts",
  "server/site-server.ts",
  "app/routes/booking.tsx",
  "app/bookings/booking-action.server.ts",
  "app/bookings/booking-store.server.ts",
  "scripts/booking-requests.ts",
];
const SERVICE = "trening-personalny";

describe("two instances on one PostgreSQL", () => {
  const cleanups: (() => unknown)[] = [];
  let database: TestDatabase;
  beforeAll(async () => {
    ensureBuild(SOURCES);
    database = await createTestDatabase("postgres");
  }, 600_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await database.drop();
  });

  // Two starts of the built server on one PostgreSQL, and 50 forms at once: most of its time is the starts.
  it("book one time for exactly one of 50 simultaneous requests; the rest hear it was taken, with other times", async () => {
    const env = { DATABASE_URL: database.url, BOOKING_RATE_LIMIT: "1000" };
    const servers = await Promise.all([startServerProcess(env, cleanups), startServerProcess(env, cleanups)]);
    const day = (await bookableDays(servers[0]!.url, SERVICE))[0]!.date;
    const forms = await Promise.all(Array.from({ length: 50 }, (_, index) => bookingForm(servers[index % 2]!.url, SERVICE, day)));
    const start = forms[0]!.starts[0]!;
    // Past the time trap as if each person had taken their time from page to "Zarezerwuj".
    const tokens = await Promise.all(forms.map((form) => agedTokens(database.db, { submissionKey: form.submissionKey!, stamp: form.stamp! })));

    const responses = await Promise.all(
      tokens.map((token, index) =>
        postBooking(servers[index % 2]!.url, {
          service: SERVICE,
          start,
          ...token,
          name: `Osoba ${index}`,
          email: `osoba${index}@example.com`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = await responses.find((response) => response.status === 409)!.text();
    expect(refused).toContain("Ten termin jest już zajęty");
    expect(refused).toContain("Najbliższe wolne terminy:");

    const rows = await database.db.selectFrom("bookings").select(["id", "submission_key"]).where("starts_at", "=", start).execute();
    expect(rows).toHaveLength(1);

    // The winner's form sent again, to the other instance: the same booking, not a second one.
    const winner = responses.findIndex((response) => response.status === 303);
    const again = await postBooking(servers[(winner + 1) % 2]!.url, {
      service: SERVICE,
      start,
      ...tokens[winner]!,
      name: `Osoba ${winner}`,
      email: `osoba${winner}@example.com`,
    });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(responses[winner]!.headers.get("location"));
    expect(await database.db.selectFrom("bookings").select("id").execute()).toHaveLength(1);
  }, 90_000);
});
