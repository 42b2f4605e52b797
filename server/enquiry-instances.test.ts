// The contact form's limit with the server as it runs: two instances on one
// PostgreSQL count one network's enquiries together, so ENQUIRY_RATE_LIMIT
// holds however the load balancer spreads them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { ensureBuild, startServerProcess } from "../tests/support/server-process";

const SOURCES = [
  "server.js",
  "server/app.ts",
  "server/site-router.ts",
  "app/routes/contact.tsx",
  "app/enquiries/enquiry-action.server.ts",
  "app/enquiries/rate-limit.server.ts",
  "app/db/migrations.server.ts",
];
const LIMIT = 3;

async function formTokens(base: string) {
  const html = await (await fetch(`${base}/kontakt`)).text();
  const value = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
  return { submissionKey: value("submissionKey"), stamp: value("stamp") };
}

function postEnquiry(base: string, tokens: { submissionKey: string; stamp: string }, index: number) {
  return fetch(`${base}/kontakt`, {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: `Osoba ${index}`,
      email: `osoba${index}@example.com`,
      phone: "",
      service: "",
      message: "Dzień dobry, proszę o kontakt w sprawie treningów.",
      website: "",
      ...tokens,
    }),
    redirect: "manual",
  });
}

describe("the enquiry limit on two instances of one PostgreSQL", () => {
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

  // Two starts of the built server on one PostgreSQL: most of its time.
  it(`lets one network send ${LIMIT} enquiries in the window over both instances together, sent one by one or all at once`, async () => {
    const env = { DATABASE_URL: database.url, ENQUIRY_RATE_LIMIT: String(LIMIT) };
    const servers = await Promise.all([startServerProcess(env, cleanups), startServerProcess(env, cleanups)]);
    const tokens = await Promise.all(Array.from({ length: 4 * LIMIT }, (_, index) => formTokens(servers[index % 2]!.url)));

    // One by one, alternating: the instance that did not count the first ones refuses too.
    const oneByOne = [];
    for (let index = 0; index < LIMIT + 2; index++) oneByOne.push((await postEnquiry(servers[index % 2]!.url, tokens[index]!, index)).status);
    expect(oneByOne).toEqual([...Array(LIMIT).fill(303), 429, 429]);
    const refused = await postEnquiry(servers[1]!.url, tokens[LIMIT + 2]!, LIMIT + 2);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(
      "Z tego połączenia internetowego wysłano ostatnio zbyt wiele wiadomości. Spróbuj ponownie za 10 minut albo zadzwoń.",
    );
    expect(await database.db.selectFrom("enquiries").select("id").execute()).toHaveLength(LIMIT);

    // A new window (the count deleted), and the rest of the forms sent at once, half to each instance.
    await database.db.deleteFrom("rate_limits").execute();
    const atOnce = await Promise.all(tokens.slice(LIMIT + 3).map((form, index) => postEnquiry(servers[index % 2]!.url, form, LIMIT + 3 + index)));
    const statuses = atOnce.map((response) => response.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(atOnce.length - LIMIT);
    expect(await database.db.selectFrom("enquiries").select("id").execute()).toHaveLength(2 * LIMIT);
    // Only keyed hashes in the table: no address.
    const rows = await database.db.selectFrom("rate_limits").select(["key_hash", "name", "hits"]).execute();
    expect(rows).toEqual([{ key_hash: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: "enquiry", hits: LIMIT }]);
  }, 120_000);
});
