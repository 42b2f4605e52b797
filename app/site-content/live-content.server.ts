// This instance's copy of the published content: what every page is rendered
// from. It follows the database: a publish here refreshes it at once, one on
// another instance within CONTENT_POLL_MS (a query for the newest revision id).
// Content goes live only once its pages have rendered; content that does not
// render leaves the last content that did in service, and says so.
import type { Kysely } from "kysely";
import type { RouterContextProvider } from "react-router";
import { previewContentContext, renderedContentContext } from "~/lib/request-context";
import type { Database } from "~/db/database.server";
import { site as initialFiles } from "~content/index";
import { contentVersion, loadPublished, loadPublishedAsOf, recentRevisionIds, seedContent, type PublishedContent } from "./content-store.server";
import { sectionSchemas, type SectionDocuments, type SectionKey, type SiteContent } from "./sections";
import { factValuesOf, resolveContent } from "./resolve-content";
import { upgradeContent } from "./content-upgrade.server";
import { photoProblems } from "~/photos/index.server";
import {
  CONTENT_READ_FAILED_LOG,
  contentDoesNotRenderLog,
  contentSeededLog,
  contentUpgradedLog,
  missingPhotosMessage,
  pageFailedMessage,
} from "./live-content.messages";

type Logger = { info(message: string): void; error(object: unknown, message?: string): void };

/**
 * Renders the pages of a site's content (the server's page cache) without
 * putting them in service; resolves to the function that does (given the
 * version they go live as), or rejects when they do not render. Set by the
 * server: app/ never imports server/.
 */
export type PagePreparer = (content: PublishedContent) => Promise<PagesSwap>;
export type PagesSwap = (version: number) => void;

/** Content that is published but does not render, on this instance: visitors get the last content that did. */
export type ContentProblem = { version: number; message: string; since: string };

let published: PublishedContent | null = null;
let initialSite: SectionDocuments | null = null;
let preparePages: PagePreparer = async () => () => undefined;
let problem: ContentProblem | null = null;
let refreshing: Promise<void> = Promise.resolve();
let logger: Logger = console;

/** How far back a server starting on content that does not render looks for content that does. */
const FALLBACK_REVISIONS = 20;

/** The initial content (content/), validated: until the database is read, and in tests without one. */
export function initialContent(): SectionDocuments {
  initialSite ??= Object.fromEntries(
    Object.entries(sectionSchemas).map(([key, schema]) => [key, schema.parse(initialFiles[key as SectionKey])]),
  ) as SectionDocuments;
  return initialSite;
}

/** The initial content, resolved as pages read it: the site before anything is published, and tests' content. */
export function initialSiteContent(): SiteContent {
  return resolveContent(initialContent());
}

/** The content every page shows now: for the server's own jobs (the outbox at send time); a request reads contentFor(context). */
export function liveSite(): SiteContent {
  return resolveContent(published?.site ?? initialContent());
}

export function setPagePreparer(prepare: PagePreparer): void {
  preparePages = prepare;
}

/** Renders the pages of `content` without putting them in service (see PagePreparer). */
export function renderContentPages(content: PublishedContent): Promise<PagesSwap> {
  return preparePages(content);
}

/** Published content this instance could not render, if any (the panel's banner, /healthz). */
export function contentProblem(): ContentProblem | null {
  return problem;
}

/**
 * Why content does not render, as the owner reads it: the page cache's own
 * "Rendering /galeria for the page cache answered 500" becomes Polish.
 */
export function renderFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const page = /^Rendering (\S+) for the page cache answered (\d+)/.exec(message);
  return page ? pageFailedMessage(page[1]!, page[2]!) : message;
}

async function goLive(db: Kysely<Database>, content: PublishedContent, prepared?: { version: number; swap: PagesSwap }): Promise<void> {
  if (prepared?.version === content.version) {
    // Checked and rendered by the publish that wrote it.
    prepared.swap(content.version);
  } else {
    // A photo gone from the database renders as a broken picture, not an error: it counts as not rendering.
    const { unknown } = await photoProblems(db, content.site);
    if (unknown.length > 0) throw new Error(missingPhotosMessage(unknown));
    (await preparePages(content))(content.version);
  }
  published = content;
  problem = null;
}

/**
 * The newest content that renders, after the newest did not: each earlier
 * publish in turn, then the initial content (the build checks that it renders).
 */
async function lastContentThatRenders(db: Kysely<Database>, failed: number): Promise<void> {
  for (const id of await recentRevisionIds(db, failed, FALLBACK_REVISIONS)) {
    try {
      await goLive(db, await loadPublishedAsOf(db, id));
      return;
    } catch {
      // An older publish that does not render either: one further back.
    }
  }
  const initial = { version: 0, site: initialContent(), sectionVersions: {} as PublishedContent["sectionVersions"] };
  await goLive(db, initial);
}

/**
 * Reads the published content again if it changed and puts its pages in
 * service. Calls run one after another, so pages are never rendered from
 * older content after newer. `prepared` are pages already rendered for that
 * version (a publish renders before it commits). Rejects when the newest
 * content does not render: the pages in service stay as they were.
 */
export function refreshLiveContent(db: Kysely<Database>, prepared?: { version: number; swap: PagesSwap }): Promise<void> {
  refreshing = refreshing
    .catch(() => undefined)
    .then(async () => {
      const newest = await contentVersion(db);
      if (newest === published?.version || newest === problem?.version) return;
      const content = await loadPublished(db);
      try {
        await goLive(db, content, prepared);
      } catch (error) {
        const failure = { version: content.version, message: renderFailureMessage(error), since: new Date().toISOString() };
        if (!published) await lastContentThatRenders(db, content.version);
        problem = failure;
        logger.error(error, contentDoesNotRenderLog(content.version, published?.version ?? 0));
        throw error;
      }
    });
  return refreshing;
}

/**
 * Forgets the content in service, as a process that has just started knows
 * none, once a refresh in flight has ended (the test servers' reset between
 * spec files, server/test-reset.ts: the next startLiveContent reads it anew).
 */
export async function forgetLiveContent(): Promise<void> {
  await refreshing.catch(() => undefined);
  published = null;
  problem = null;
}

/** Fills an empty database from content/, loads the content and follows it. */
export async function startLiveContent({ db, pollMs, log }: { db: Kysely<Database>; pollMs: number; log: Logger }) {
  logger = log;
  const seeded = await seedContent(db, initialContent());
  if (seeded.length > 0) log.info(contentSeededLog(seeded));
  const upgraded = await upgradeContent(db);
  if (upgraded.length > 0) log.info(contentUpgradedLog(upgraded));
  // A server starting on content that does not render still starts, on the last content that does.
  await refreshLiveContent(db).catch(() => undefined);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = () => {
    timer = setTimeout(async () => {
      try {
        await refreshLiveContent(db);
      } catch (error) {
        if (!problem) log.error(error, CONTENT_READ_FAILED_LOG);
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

/** The content a request's pages show: the editor's draft in a preview, the content being prepared, or the published one. */
export function contentFor(context: Readonly<RouterContextProvider>): SiteContent {
  const documents = context.get(previewContentContext) ?? context.get(renderedContentContext);
  return documents ? resolveContent(documents) : liveSite();
}

/** The placeholders' values ("{czas konsultacji}" → "30 minut") for a request's content; server-only, so that a route's code in the browser stays without them. */
export function factsFor(context: Readonly<RouterContextProvider>): Map<string, string> {
  return factValuesOf(contentFor(context));
}
