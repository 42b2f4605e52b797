// What the inbox's browser tests share.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import routes from "../../app/routes";
import { addSessionCookie } from "./admin-session-cookie";
import { ownServer, TEST_ADMIN, TEST_SITE_URL } from "./site";

export const SIGN_IN_PATH = "/admin/logowanie";

/** The inbox switched on, for the test administrator. */
export const ADMIN_ENV = { ADMIN_PASSWORD_HASH: TEST_ADMIN.passwordHash, ADMIN_EMAIL: TEST_ADMIN.email };

/**
 * The settings of the panel specs' own servers: the inbox on, and enquiry
 * and booking limits no test reaches. One set for all of them, so that a
 * worker starts one such server and resets it from file to file (a start
 * costs about 1.9 CPU-s, tests/support/server-pool.ts).
 */
export const PANEL_ENV = { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT: "0", BOOKING_RATE_LIMIT: "1000" };

/**
 * Runs the calling spec file against a server of its own with the panel's
 * settings, for specs that erase what other specs would see.
 */
export function ownInboxServer(): ReturnType<typeof ownServer> {
  return ownServer(PANEL_ENV);
}

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** Every inbox address in the route table, with its parameters filled in: the table itself, not a copy. */
export function adminRoutePaths(): { path: string; file: string }[] {
  const paths: { path: string; file: string }[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}` : parent;
      if (entry.children) walk(entry.children, path);
      else if (entry.path !== undefined || entry.index) paths.push({ path: path || "/", file: entry.file });
    }
  };
  walk(routes as RouteEntry[], "");
  return paths
    .filter(({ path }) => path === "/admin" || path.startsWith("/admin/"))
    .map(({ path, file }) => ({ path: path.replace(/:\w+/g, "1").replace("*", "nie-ma-takiej-strony"), file }));
}

/**
 * Signs the trainer in for a test that is not about signing in, and opens
 * `path` of the panel (the agenda unless said; its "Panel" menu shown,
 * hydrated where scripts run): with a session written into the server's
 * database where this process can write one (admin-session-cookie.ts), else
 * by request; never through the form and its slow password check. `base`: the
 * server, else the page's own. A test that starts elsewhere names its page
 * here rather than opening the agenda first for nothing.
 */
export async function signIn(page: Page, base = "", path = "/admin/kalendarz") {
  const origin = base || new URL((await page.request.head("/favicon.ico")).url()).origin;
  if (!(await addSessionCookie(page, origin))) await signInByRequest(page.request, origin);
  await page.goto(`${origin}${path}`);
  await expect(page).not.toHaveURL(new RegExp(`${SIGN_IN_PATH}$`));
  await expect(page.getByRole("navigation", { name: "Panel" })).toBeVisible();
}

/** Signs in through the sign-in form, as the trainer does: for the specs about signing in and out, lockouts and remembered devices. */
export async function signInWithForm(page: Page, base = "") {
  await page.goto(`${base}${SIGN_IN_PATH}`);
  await page.getByLabel("E-mail").fill(TEST_ADMIN.email);
  await page.getByLabel("Hasło").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  // The server checks the password with scrypt (32 MiB a check, by design slow): beside other work
  // the form still said "Logowanie…" after expect's default 5 s.
  await expect(page).toHaveURL(/\/admin\/kalendarz$/, { timeout: 15_000 });
  // The address changes before React has drawn the agenda: a test that reads the page at once found no menu.
  await expect(page.getByRole("navigation", { name: "Panel" })).toBeVisible();
}

/** Opens an agenda line (a booking folded to one line of its day) to reach its buttons, as a tap on it does; an open one stays open. */
export async function openAgendaEntry(entry: Locator) {
  const line = entry.locator("details").first();
  if (!(await line.evaluate((details: HTMLDetailsElement) => details.open))) await entry.locator("summary.agenda-line").click();
  await expect(line).toHaveAttribute("open", "");
}

/** Signs in over HTTP as the browser's form would; returns the session cookie's value. */
export async function signInByRequest(request: APIRequestContext, base = TEST_SITE_URL, password = TEST_ADMIN.password): Promise<string> {
  const response = await request.post(`${base}${SIGN_IN_PATH}`, {
    headers: { Origin: base },
    form: { email: TEST_ADMIN.email, password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers()["set-cookie"]!.match(/admin-session=([^;]+)/)![1]!;
}

export { expectNoAxeViolations } from "./axe";

/** Runs SQL on a test server's SQLite database, as someone with the file would. */
export function withDatabase<T>(file: string, work: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The database key of a session cookie's value (React Router stores it as base64 JSON). */
export function sessionKey(cookieValue: string): string {
  const id = JSON.parse(Buffer.from(decodeURIComponent(cookieValue), "base64").toString("utf8")) as string;
  return createHash("sha256").update(id).digest("base64url");
}
