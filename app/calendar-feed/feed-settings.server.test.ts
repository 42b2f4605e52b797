// The feed's settings, saved from the agenda, are the privacy section's: the
// policy, the feed and the section's history all follow them.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../../tests/support/test-database";
import { feedSettingsToast } from "./calendar-feed.messages";

describe.each(DIALECTS)("the calendar feed's settings on %s", (dialect) => {
  let test: TestDatabase;
  let modules: {
    live: typeof import("~/site-content/live-content.server");
    store: typeof import("~/site-content/content-store.server");
    saveFeedSettings: typeof import("./feed-settings.server").saveFeedSettings;
  };
  let following: { stop(): void };
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    // The live content is per process, like a server's: a fresh copy for this database.
    vi.resetModules();
    const live = await import("~/site-content/live-content.server");
    modules = { live, store: await import("~/site-content/content-store.server"), saveFeedSettings: (await import("./feed-settings.server")).saveFeedSettings };
    live.setPagePreparer(async () => () => undefined);
    following = await live.startLiveContent({ db: test.db, pollMs: 60_000, log: { info: () => undefined, error: () => undefined } });
  });
  afterAll(async () => {
    following.stop();
    await test.drop();
  });

  const form = (fields: Record<string, string>) => new URLSearchParams({ intent: "feed-settings", ...fields });
  const now = new Date("2027-05-04T22:30:00.000Z");
  /** Saves as the agenda's action does and says what its toast says. */
  const saveFeedSettings = async (db: TestDatabase["db"], fields: URLSearchParams, at: Date) =>
    feedSettingsToast(await modules.saveFeedSettings(db, fields, at));

  it("starts minimal, and the full feed is refused without a calendar the policy can name", async () => {
    expect(modules.live.liveSite().privacy.calendarFeedFull).toBe(false);
    const before = await modules.store.contentVersion(test.db);
    expect(await saveFeedSettings(test.db, form({ calendarProvider: "", feedDetails: "full" }), now)).toMatch(
      /^Pełne dane klientów mogą trafić tylko do kalendarza/,
    );
    expect(await modules.store.contentVersion(test.db)).toBe(before);
  });

  it("publishes the choice in the privacy section, dated that day in Warsaw, with a line in its history", async () => {
    const message = await saveFeedSettings(
      test.db,
      form({ calendarProvider: "Apple Distribution International Ltd. (Kalendarz iCloud)", feedDetails: "full" }),
      now,
    );
    expect(message).toBe(
      "Zapisano: kalendarz dostanie pełne dane klientów, a polityka prywatności wymienia Apple Distribution International Ltd. (Kalendarz iCloud) jako odbiorcę.",
    );
    const { privacy } = modules.live.liveSite();
    expect(privacy).toMatchObject({
      calendarProvider: "Apple Distribution International Ltd. (Kalendarz iCloud)",
      calendarFeedFull: true,
      updated: "2027-05-05",
    });
    const [latest] = await modules.store.sectionHistory(test.db, "privacy", 1);
    expect(latest!.author).toBe("trener (panel)");
    expect(
      await saveFeedSettings(test.db, form({ calendarProvider: "Apple Distribution International Ltd. (Kalendarz iCloud)", feedDetails: "full" }), now),
    ).toBe("Nic się nie zmieniło.");
  });

  it("goes back to the minimal feed, and to no calendar at all", async () => {
    expect(
      await saveFeedSettings(test.db, form({ calendarProvider: "Apple Distribution International Ltd. (Kalendarz iCloud)", feedDetails: "minimal" }), now),
    ).toMatch(/tylko imię klienta i usługę/);
    expect(modules.live.liveSite().privacy.calendarFeedFull).toBe(false);
    expect(await saveFeedSettings(test.db, form({ calendarProvider: "  ", feedDetails: "minimal" }), now)).toMatch(/nie wymienia już żadnego kalendarza/);
    expect(modules.live.liveSite().privacy.calendarProvider).toBeNull();
  });

  it("names a trainer who is a woman as the author in the section's history", async () => {
    const trainer = (await modules.store.latestRevision(test.db, "trainer"))!;
    const document = { ...JSON.parse(trainer.document), gender: "feminine", roleTitle: "Trenerka personalna", jobTitle: "Trenerka personalna" };
    await modules.store.publishSection(test.db, { section: "trainer", baseVersion: trainer.version, document, summary: "test", author: "test" });
    await saveFeedSettings(test.db, form({ calendarProvider: "Google Ireland Limited (Kalendarz Google)", feedDetails: "minimal" }), now);
    const [latest] = await modules.store.sectionHistory(test.db, "privacy", 1);
    expect(latest!.author).toBe("trenerka (panel)");
  });
});
