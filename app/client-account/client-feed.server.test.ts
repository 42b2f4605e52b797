// A client's feed address can be replaced (issue 56): the old one then names no feed.
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { databaseSecret } from "~/db/app-secrets.server";
import type { Database } from "~/db/database.server";
import { clientFeedUrl, clientOfFeedFile, renewClientFeed } from "./client-feed.server";

const SITE = "https://trener.example.com";
const fileOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

async function addCard(db: Kysely<Database>, name: string): Promise<number> {
  const now = new Date("2026-03-02T08:00:00.000Z").toISOString();
  const { id } = await db
    .insertInto("clients")
    .values({ name, email: `${name}@example.com`, phone: "", notes: "", created_at: now, last_activity_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(DIALECTS)("a client's calendar feed address on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("keeps the address made before addresses could be replaced, until a new one is made", async () => {
    const anna = await addCard(test.db, "anna");
    // The address as the site made it before migration 0029.
    const before = createHmac("sha256", await databaseSecret(test.db, "client-feed"))
      .update(`client-feed:${anna}`)
      .digest("base64url")
      .slice(0, 32);
    expect(fileOf(await clientFeedUrl(test.db, anna, SITE))).toBe(`${anna}-${before}.ics`);
    expect(await clientOfFeedFile(test.db, `${anna}-${before}.ics`)).toBe(anna);
  });

  it("a new address ends the old one at once, and only the client's", async () => {
    const [beata, celina] = [await addCard(test.db, "beata"), await addCard(test.db, "celina")];
    const old = fileOf(await clientFeedUrl(test.db, beata, SITE));
    const theirs = fileOf(await clientFeedUrl(test.db, celina, SITE));
    const renewed = (await renewClientFeed(test.db, beata, SITE))!;
    expect(renewed).toMatch(new RegExp(`^${SITE}/moje-treningi/kalendarz/${beata}-[A-Za-z0-9_-]{32}\\.ics$`));
    expect(renewed).toBe(await clientFeedUrl(test.db, beata, SITE));
    expect(fileOf(renewed)).not.toBe(old);
    expect(await clientOfFeedFile(test.db, old)).toBeNull();
    expect(await clientOfFeedFile(test.db, fileOf(renewed))).toBe(beata);
    expect(await clientOfFeedFile(test.db, theirs)).toBe(celina);

    const again = (await renewClientFeed(test.db, beata, SITE))!;
    expect(await clientOfFeedFile(test.db, fileOf(renewed))).toBeNull();
    expect(await clientOfFeedFile(test.db, fileOf(again))).toBe(beata);
  });

  it("an erased card's address, or one for no card, names no feed", async () => {
    const dorota = await addCard(test.db, "dorota");
    const file = fileOf(await clientFeedUrl(test.db, dorota, SITE));
    await test.db.deleteFrom("clients").where("id", "=", dorota).execute();
    expect(await clientOfFeedFile(test.db, file)).toBeNull();
    expect(await clientOfFeedFile(test.db, `${dorota + 1000}-${"A".repeat(32)}.ics`)).toBeNull();
    expect(await clientOfFeedFile(test.db, "../1-x.ics")).toBeNull();
    // Renewing an erased card's address renews nothing, and says so.
    expect(await renewClientFeed(test.db, dorota, SITE)).toBeNull();
  });
});
