// What is published is what renders: a publish that names a photo the site
// does not have, or whose pages fail to render, writes nothing; a server that
// finds unrenderable content at start serves the last content that renders.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import type { PublishedContent } from "./content-store.server";

type LiveContent = typeof import("./live-content.server");

// Each test gets a fresh module: the live content is per process, like a server's.
async function freshModules() {
  vi.resetModules();
  const live: LiveContent = await import("./live-content.server");
  const { publishContent } = await import("./publish-content.server");
  const store = await import("./content-store.server");
  return { live, publishContent, store };
}

describe.each(DIALECTS)("publishing on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    databases.push(test);
  });
  // All at once: on PostgreSQL each drop waits for a checkpoint, and drops at the same time share one.
  afterAll(() => Promise.all(databases.map((database) => database.drop())));

  async function started(live: LiveContent, prepare: (content: PublishedContent) => Promise<(version: number) => void>) {
    live.setPagePreparer(prepare);
    const log = { info: () => undefined, error: () => undefined };
    return live.startLiveContent({ db: test.db, pollMs: 60_000, log });
  }

  it("refuses a photo the site does not have, writing nothing", async () => {
    const { live, publishContent, store } = await freshModules();
    const following = await started(live, async () => () => undefined);
    const gallery = live.liveSite().gallery;
    const before = await store.contentVersion(test.db);
    const outcome = await publishContent(test.db, {
      section: "gallery",
      baseVersion: 1,
      document: [{ ...gallery[0]!, photo: "nie-ma-takiego.jpg" }, ...gallery.slice(1)],
      summary: "test",
      author: "test",
    });
    expect(outcome).toMatchObject({ ok: false, reason: "photos", photos: ["nie-ma-takiego.jpg"] });
    if (!outcome.ok && outcome.reason === "photos") expect(outcome.message).toContain("„nie-ma-takiego.jpg” nie ma w bibliotece");
    expect(await store.contentVersion(test.db)).toBe(before);
    following.stop();
  });

  it("writes nothing when the pages do not render, and puts the pages it rendered in service when they do", async () => {
    const { live, publishContent, store } = await freshModules();
    const swapped: number[] = [];
    let failing = false;
    const following = await started(live, async () => {
      if (failing) throw new Error("Rendering /galeria for the page cache answered 500");
      return (version) => swapped.push(version);
    });
    const gallery = live.liveSite().gallery;
    const before = await store.contentVersion(test.db);
    failing = true;
    const refused = await publishContent(test.db, { section: "gallery", baseVersion: 1, document: gallery.slice(1), summary: "test", author: "test" });
    expect(refused).toMatchObject({ ok: false, reason: "render" });
    if (!refused.ok && refused.reason === "render")
      expect(refused.message).toMatch(/^Nie opublikowano: strony z tą zmianą nie dają się wyświetlić \(strona \/galeria odpowiada błędem 500\)/);
    expect(await store.contentVersion(test.db)).toBe(before);

    failing = false;
    swapped.length = 0;
    const done = await publishContent(test.db, { section: "gallery", baseVersion: 1, document: gallery.slice(1), summary: "test", author: "test" });
    expect(done).toMatchObject({ ok: true });
    // Rendered once, before the commit, and those pages went live with it.
    expect(swapped).toEqual([done.ok ? done.revision.id : -1]);
    expect(live.liveSite().gallery).toHaveLength(gallery.length - 1);
    expect(live.contentProblem()).toBeNull();
    following.stop();
  });

  it("refuses a base version that is not one of the section's (a forged or huge number)", async () => {
    const { live, publishContent, store } = await freshModules();
    const following = await started(live, async () => () => undefined);
    for (const baseVersion of [2 ** 53 + 2, 7, -1, Number.NaN]) {
      const outcome = await publishContent(test.db, { section: "gallery", baseVersion, document: live.liveSite().gallery, summary: "test", author: "test" });
      expect(outcome, String(baseVersion)).toMatchObject({ ok: false, reason: "stale" });
    }
    expect((await store.latestRevision(test.db, "gallery"))!.version).toBe(1);
    following.stop();
  });

  it("starts on the last content that renders when the newest does not, and says so", async () => {
    const { live, store } = await freshModules();
    // Published elsewhere (an import, another instance): a gallery whose pages will not render.
    await store.seedContent(test.db, live.initialContent());
    const good = live.initialContent().gallery;
    const published = await store.publishSection(test.db, { section: "gallery", baseVersion: 1, document: good.slice(1), summary: "zła", author: "test" });
    if (!published.ok) throw new Error("not published");
    const badVersion = published.revision.id;
    const following = await started(live, async (content) => {
      if (content.site.gallery.length !== good.length) throw new Error("Brak zdjęcia x.jpg");
      return () => undefined;
    });
    expect(live.liveSite().gallery).toHaveLength(good.length);
    expect(live.contentProblem()).toMatchObject({ version: badVersion, message: "Brak zdjęcia x.jpg" });
    following.stop();
  });

  it("counts a photo lost from the database as content that does not render", async () => {
    const { live, store } = await freshModules();
    await store.seedContent(test.db, live.initialContent());
    const good = live.initialContent().gallery;
    const lost = { ...good[0]!, photo: "u-0123456789ab-1600x1200.jpg" };
    const published = await store.publishSection(test.db, {
      section: "gallery",
      baseVersion: 1,
      document: [lost, ...good.slice(1)],
      summary: "import",
      author: "test",
    });
    if (!published.ok) throw new Error("not published");
    const following = await started(live, async () => () => undefined);
    expect(live.liveSite().gallery[0]!.photo).toBe(good[0]!.photo);
    expect(live.contentProblem()).toMatchObject({ version: published.revision.id, message: "Brak zdjęcia u-0123456789ab-1600x1200.jpg" });
    following.stop();
  });
});
