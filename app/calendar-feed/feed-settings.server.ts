// The calendar feed's two settings, chosen where its address is shown: whose
// calendar it goes to and whether it carries the clients' full details. They
// live in the privacy section of the content, so that the policy states them
// as they are: saving them publishes that section (with its history).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { warsawDate } from "~/scheduling";
import { listChanges, panelAuthor, summarizeChanges } from "~/site-content";
import { latestRevision, revisionDocument } from "~/site-content/index.server";
import { publishContent } from "~/site-content/index.server";
import type { FeedSettingsOutcome } from "~/calendar-feed/calendar-feed.messages";

/** Calendars a phone subscribes to most often, by the company that runs each in the EEA. */
export const CALENDAR_PROVIDERS = [
  "Google Ireland Limited (Kalendarz Google)",
  "Apple Distribution International Ltd. (Kalendarz iCloud)",
  "Microsoft Ireland Operations Limited (Kalendarz Outlook)",
];

export type FeedSettings = { calendarProvider: string | null; calendarFeedFull: boolean };

/** Saves the feed's settings from the agenda's form; returns what came of it (calendar-feed.messages.ts words it). */
export async function saveFeedSettings(db: Kysely<Database>, form: URLSearchParams, now: Date = new Date()): Promise<FeedSettingsOutcome> {
  const provider = (form.get("calendarProvider") ?? "").trim().slice(0, 200);
  const full = form.get("feedDetails") === "full";
  if (provider && provider.length < 3) return { kind: "short-provider" };
  if (full && !provider) return { kind: "full-without-provider" };
  const revision = await latestRevision(db, "privacy");
  if (!revision) return { kind: "no-content" };
  const current = revisionDocument("privacy", revision);
  const settings: FeedSettings = { calendarProvider: provider || null, calendarFeedFull: full };
  const changes = listChanges("privacy", current, { ...current, ...settings });
  if (changes.length === 0) return { kind: "unchanged" };
  const document = { ...current, ...settings, updated: warsawDate(now).toString() };
  // The history names who saved it as the trainer's gender has it: "trenerka (panel)".
  const trainer = await latestRevision(db, "trainer");
  const author = panelAuthor(trainer ? revisionDocument("trainer", trainer).gender : "masculine");
  const published = await publishContent(db, {
    section: "privacy",
    baseVersion: revision.version,
    document,
    summary: summarizeChanges(changes),
    author,
  });
  if (!published.ok) return published.reason === "stale" ? { kind: "stale" } : { kind: "not-published", problem: published.message };
  return { kind: "saved", provider: provider || null, full };
}
