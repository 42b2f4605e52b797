import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialSiteContent } from "~/site-content/index.server";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { backupTemplates } from "./backup-mail.server";
import { INITIAL_STATE } from "./replication-state";
import { loadWatch, retryReplication, saveWatch, watchChanged } from "./replication-watch.server";

const addresses = {
  SITE_URL: "https://trener.example.pl",
  MAIL_FROM: { name: "Strona WWW", address: "no-reply@trener.example.pl" },
  CONTACT_TO: "trener@example.pl",
};
const since = new Date("2026-11-27T12:29:00Z");

describe("the watch's row", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
  });
  afterAll(() => test.drop());

  it("outlives a restart with the news it recorded, mailed to the trainer in Warsaw's time", async () => {
    expect(await loadWatch(test.db)).toEqual(INITIAL_STATE);
    const stopped = { ...INITIAL_STATE, failingSince: since, toldStoppedAt: new Date("2026-11-27T13:29:00Z") };
    await saveWatch(test.db, stopped, { kind: "stopped", since, lastWrittenAt: new Date("2026-11-27T12:28:00Z") }, new Date("2026-11-27T13:29:00Z"));
    expect(await loadWatch(test.db)).toEqual({ ...INITIAL_STATE, failingSince: since, toldStoppedAt: stopped.toldStoppedAt });
    expect(watchChanged(INITIAL_STATE, stopped)).toBe(true);
    expect(watchChanged(stopped, { ...stopped, lastError: "refused" })).toBe(false);
    await retryReplication(test.db, new Date("2026-11-27T13:30:00Z"));

    const row = await test.db.selectFrom("outbox").selectAll().where("kind", "=", "backup_stopped").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recipient: "trainer", channel: "email", status: "pending" });
    const rendered = await backupTemplates(addresses, initialSiteContent).backup_stopped!.email!(row, { db: test.db, now: new Date() });
    if (!rendered || !("message" in rendered)) throw new Error("no message");
    const message = rendered.message as { subject: string; to: string; text: string };
    expect(message.subject).toBe("Kopia zapasowa przestała się zapisywać");
    expect(message.to).toBe("trener@example.pl");
    expect(message.text.replaceAll("\u00a0", " ")).toContain("Od 27 listopada 2026, 13:29 kopia bazy danych strony nie zapisuje się poza serwerem");
    expect(message.text.replaceAll("\u00a0", " ")).toContain("Ostatnia zmiana zapisana w kopii: 27 listopada 2026, 13:28.");
  });
});
