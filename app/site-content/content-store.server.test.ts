import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { contentVersion, historyPage, latestRevision, loadPublished, publishSection, sectionHistory, seedContent } from "./content-store.server";
import { initialContent } from "./live-content.server";

const site = initialContent();

describe.each(DIALECTS)("the content store on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(() => test.drop());

  it("fills an empty database from content/ once, however many instances start together", async () => {
    const seeded = await Promise.all([seedContent(test.db, site), seedContent(test.db, site), seedContent(test.db, site)]);
    expect(seeded.some((sections) => sections.length === 11)).toBe(true);
    const rows = await test.db.selectFrom("content_revisions").select("section").execute();
    expect(rows).toHaveLength(11);
    expect(await seedContent(test.db, site)).toEqual([]);
    expect((await loadPublished(test.db)).site).toEqual(site);
  });

  it("publishes a section as its next version and moves the site's version on", async () => {
    const before = await contentVersion(test.db);
    const offer = structuredClone(site.offer);
    offer.packages[1]!.price = 1100;
    const result = await publishSection(test.db, { section: "offer", baseVersion: 1, document: offer, summary: "cena", author: "test" });
    expect(result.ok).toBe(true);
    const published = await loadPublished(test.db);
    expect(published.site.offer.packages[1]!.price).toBe(1100);
    expect(published.sectionVersions.offer).toBe(2);
    expect(published.version).toBeGreaterThan(before);
  });

  it("refuses a publish from a version someone else already published after, and writes nothing", async () => {
    const stale = structuredClone(site.offer);
    stale.packages[1]!.price = 999;
    const result = await publishSection(test.db, { section: "offer", baseVersion: 1, document: stale, summary: "stara", author: "test" });
    expect(result).toMatchObject({ ok: false, newer: [{ version: 2, summary: "cena" }] });
    expect((await loadPublished(test.db)).site.offer.packages[1]!.price).toBe(1100);
  });

  it("lets exactly one of many simultaneous publishes from one version through", async () => {
    const base = (await latestRevision(test.db, "home"))!.version;
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const home = structuredClone(site.home);
        home.audience[0] = `wersja numer ${index}`;
        return publishSection(test.db, { section: "home", baseVersion: base, document: home, summary: `wersja ${index}`, author: "test" });
      }),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
    expect(await sectionHistory(test.db, "home")).toHaveLength(2);
  });

  it("lists a section's history 20 a page, newest first, with the version on the site on every page", async () => {
    const base = (await latestRevision(test.db, "achievements"))!.version;
    for (let version = base; version < base + 24; version++)
      expect(
        (
          await publishSection(test.db, {
            section: "achievements",
            baseVersion: version,
            document: site.achievements,
            summary: `zmiana ${version}`,
            author: "test",
          })
        ).ok,
      ).toBe(true);
    const first = await historyPage(test.db, "achievements", 1);
    expect(first).toMatchObject({ current: base + 24, page: 1, pageCount: 2 });
    expect(first.revisions).toHaveLength(20);
    expect(first.revisions[0]).toMatchObject({ version: base + 24, summary: `zmiana ${base + 23}` });
    const last = await historyPage(test.db, "achievements", 7);
    expect(last).toMatchObject({ current: base + 24, page: 2, pageCount: 2 });
    expect(last.revisions.map((revision) => revision.version)).toEqual([5, 4, 3, 2, 1].map((back) => base + back - 1));
  });

  it("validates what it stores: an invalid document never becomes a revision", async () => {
    const broken = { ...structuredClone(site.offer), packages: [] };
    await expect(publishSection(test.db, { section: "offer", baseVersion: 2, document: broken, summary: "zła", author: "test" })).rejects.toThrow();
    expect((await latestRevision(test.db, "offer"))!.version).toBe(2);
  });
});
