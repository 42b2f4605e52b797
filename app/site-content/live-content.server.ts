// This instance's copy of the published content: what every page is rendered
// from. It follows the database: a publish here refreshes it at once, one on
// another instance within CONTENT_POLL_MS (a query for the newest revision id).
import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { previewContentContext } from "~/lib/request-context";
import type { Database } from "~/db/database.server";
import { site as initialFiles } from "~content/index";
import { contentVersion, loadPublished, seedContent, type PublishedContent } from "./content-store.server";
import { sectionSchemas, type SectionKey, type SiteContent } from "./sections";

type Logger = { info(message: string): void; error(object: unknown, message?: string): void };
/** Runs after the content changed, before a publish is answered (the page cache re-renders here). */
type ChangeListener = (content: PublishedContent) => Promise<void> | void;

let published: PublishedContent | null = null;
let initialSite: SiteContent | null = null;
const listeners = new Set<ChangeListener>();
let refreshing: Promise<void> = Promise.resolve();

/** The initial content (content/), validated: until the database is read, and in tests without one. */
export function initialContent(): SiteContent {
  initialSite ??= Object.fromEntries(
    Object.entries(sectionSchemas).map(([key, schema]) => [key, schema.parse(initialFiles[key as SectionKey])]),
  ) as SiteContent;
  return initialSite;
}

/** The content every page shows now. */
export function liveSite(): SiteContent {
  return published?.site ?? initialContent();
}

export function onContentChange(listener: ChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the published content again if it changed and waits for the
 * listeners. Calls run one after another, so a page cache is never rendered
 * from older content after newer.
 */
export function refreshLiveContent(db: Kysely<Database>): Promise<void> {
  refreshing = refreshing.catch(() => undefined).then(async () => {
    if (published && (await contentVersion(db)) === published.version) return;
    published = await loadPublished(db);
    for (const listener of listeners) await listener(published);
  });
  return refreshing;
}

/** Fills an empty database from content/, loads the content and follows it. */
export async function startLiveContent({ db, pollMs, log }: { db: Kysely<Database>; pollMs: number; log: Logger }) {
  const seeded = await seedContent(db, initialContent());
  if (seeded.length > 0) log.info(`Treść strony zapisana w bazie z plików content/ (${seeded.join(", ")}).`);
  await refreshLiveContent(db);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    timer = setTimeout(async () => {
      try {
        await refreshLiveContent(db);
      } catch (error) {
        log.error(error, "Nie udało się odczytać nowej treści strony z bazy");
      }
      if (!stopped) poll();
    }, pollMs);
    timer.unref();
  };
  poll();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The content a request's pages show: the published one, or the editor's draft in a preview. */
export function contentFor(context: Readonly<RouterContextProvider>): SiteContent {
  return context.get(previewContentContext) ?? liveSite();
}
