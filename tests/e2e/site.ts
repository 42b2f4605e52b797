// Facts about the site that the browser tests share.
import { test, type APIRequestContext, type Page } from "@playwright/test";
import { publicPages } from "../../app/lib/public-pages";
import { GROUP_SESSIONS_PAGE } from "../../app/groups/groups-public.messages";
import { VOUCHER_PAGE } from "../../app/vouchers/vouchers.messages";
import { site as initialFiles } from "../../content/index";
import { resolveContent } from "../../app/site-content/resolve-content";
import { sectionSchemas, type SectionDocuments } from "../../app/site-content/sections";
import { TEST_ADMIN, TEST_DATABASE_FILE, TEST_SITE_URL } from "../../playwright.config";
import { agedTokens, type FormTokens } from "../support/aged-stamp";
import { takePooledServer, type PoolOptions } from "../support/server-pool";
import { startTestServer, type TestServer } from "../support/test-server";
import { throwAwaySchema, withServerDatabase, type ServerDatabase } from "./server-database";

/** The initial content as the pages show it: validated, and every derived fact filled in (placeholders, prices from the price list). */
const site = resolveContent(
  Object.fromEntries(
    Object.entries(sectionSchemas).map(([key, schema]) => [key, schema.parse(initialFiles[key as keyof typeof initialFiles])]),
  ) as SectionDocuments,
);

export { publicPages, site, TEST_ADMIN, TEST_SITE_URL, type FormTokens };

/** `text` as a regular expression that matches it literally (an address with its dots). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const pagesByPath = {
  "/": site.pages.home,
  "/oferta": site.pages.offer,
  "/galeria": site.pages.gallery,
  "/osiagniecia": site.pages.achievements,
  "/kontakt": site.pages.contact,
  "/rezerwacja": site.pages.booking,
  // Worded in its messages module, not in the editable content.
  "/zajecia": GROUP_SESSIONS_PAGE,
  "/bon-podarunkowy": VOUCHER_PAGE,
  "/polityka-prywatnosci": site.pages.privacy,
  "/regulamin": site.pages.terms,
  "/dziekujemy": site.pages.thanks,
} as const;

/**
 * Waits until the page's code has taken the page over (app/root.tsx marks
 * <html>), for a test whose subject is what that code alone does: a question
 * before leaving, a tap recorded, a count refreshed. A test of what a
 * person's tap does taps at once (CONTRIBUTING.md, "Tap as a person does").
 */
export async function untilPageCodeRuns(page: Page) {
  await page.locator('html[data-code="running"]').waitFor({ state: "attached" });
}

/** A fresh submission key and time stamp from the contact page, as a browser would get them. */
export async function formTokens(request: APIRequestContext, baseURL = ""): Promise<FormTokens> {
  const html = await (await request.get(`${baseURL}/kontakt`)).text();
  const value = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))![1]!;
  return { submissionKey: value("submissionKey"), stamp: value("stamp") };
}

/**
 * The tokens as a person sends them after filling the form in for a while
 * (tests/support/aged-stamp.ts), for the server whose database is
 * `databaseUrl`.
 */
export const pastTheTimeTrap = (tokens: FormTokens, databaseUrl = TEST_DATABASE_FILE): Promise<FormTokens> =>
  withServerDatabase(databaseUrl, (db) => agedTokens(db, tokens));

export { startTestServer, type TestServer };

/**
 * Runs the calling spec file against a server of its own, for what the
 * shared test server must not be put through (a rate limit or a lockout of
 * 127.0.0.1, the inbox switched off, data other specs would see), from
 * before the file's first test to after its last, and the file's `baseURL`.
 * Files that give the same settings (a plain object) share one server per
 * worker (tests/support/server-pool.ts): each gets it with the data, the
 * clock and the output of a fresh start (its reset, server/test-reset.ts).
 * A server of the file's alone, started on a free port and stopped after:
 * with `fresh` (a file that reads what only a first start does), when `env`
 * is a function, called then, for settings that need something started
 * first (a calendar server's address), unless `share` says its settings are
 * the same from file to file (the worker's SMTP sink), or with `database` "postgres", a fresh
 * schema in the test PostgreSQL, dropped once it has stopped. The other
 * `options` are startTestServer's. The returned object reads the running
 * server's facts.
 */
export function ownServer(
  env: Record<string, string> | (() => Promise<Record<string, string>> | Record<string, string>),
  { database = "sqlite", fresh = false, share = false, ...options }: PoolOptions & { database?: ServerDatabase; fresh?: boolean; share?: boolean } = {},
): Omit<TestServer, "stop" | "stopped" | "reset"> {
  let server: TestServer | undefined;
  let release: (() => void) | undefined;
  let schema: Awaited<ReturnType<typeof throwAwaySchema>> | undefined;
  const running = () => {
    if (!server) throw new Error("the spec's own server has not started (it starts in the file's beforeAll)");
    return server;
  };
  test.beforeAll(async () => {
    const settings = typeof env === "function" ? await env() : env;
    const pooled = (typeof env === "function" && !share) || database !== "sqlite" || fresh ? null : await takePooledServer(settings, options);
    if (pooled) {
      ({ server, release } = pooled);
      return;
    }
    if (database === "postgres") schema = await throwAwaySchema();
    server = await startTestServer(schema ? { ...settings, DATABASE_URL: schema.url } : settings, options);
  });
  test.afterAll(async () => {
    if (release) {
      // The pool's: the next file that shares it resets it.
      release();
      release = undefined;
      return;
    }
    server?.stop();
    await server?.stopped;
    await schema?.drop();
  });
  // Playwright also sets the options up for each hook, this one's beforeAll included: none yet then.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  test.use({ baseURL: async ({}, provide) => provide(server?.url) });
  return {
    get url() {
      return running().url;
    },
    get databaseFile() {
      return running().databaseFile;
    },
    get output() {
      return running().output;
    },
    advanceClock: (ms) => running().advanceClock(ms),
  };
}
