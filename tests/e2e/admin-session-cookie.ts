// The trainer's session for the browser tests that are not about signing in:
// a row written straight into the test server's database by the app's own
// createSession, and the cookie the sign-in form would have set. The form
// costs a page load and a deliberately slow scrypt check (0.55–1.7 s a
// sign-in on a busy machine); a row and a cookie cost a few milliseconds.
import type { Page } from "@playwright/test";
import { createCookie } from "react-router";
import { createSession, SESSION_LIMITS } from "../../app/admin/admin-sessions.server";
import { parsePasswordHash, passwordFingerprint } from "../../app/admin/password-hash.server";
import { TEST_ADMIN, TEST_DATABASE_FILE, TEST_SITE_URL } from "../../playwright.config";
import { startedTestServer } from "../support/test-server";
import { withServerDatabase } from "./server-database";

/** The session cookie as app/admin/admin-auth.server.ts makes it over http (over https its name is `__Host-` prefixed). */
const SESSION_COOKIE = createCookie("admin-session");

/**
 * Where a session for the server at `origin` can be written: its database, and
 * the password hash a session begins under. None for a server this process
 * did not start (the development server's spec starts its own), one whose
 * clock runs ahead (the session would begin in its past) or one with an https
 * address (its cookie would be `__Host-` and Secure).
 */
function sessionStore(origin: string): { databaseUrl: string; passwordHash: string } | null {
  if (TEST_SITE_URL && origin === new URL(TEST_SITE_URL).origin) return { databaseUrl: TEST_DATABASE_FILE, passwordHash: TEST_ADMIN.passwordHash };
  const server = startedTestServer(origin);
  const passwordHash = server?.env.ADMIN_PASSWORD_HASH;
  if (!server || !passwordHash || server.clock || server.env.SITE_URL?.startsWith("https:")) return null;
  return { databaseUrl: server.databaseFile, passwordHash };
}

/**
 * Signs the page's browser in to the server at `origin` without the form: a
 * session written into the server's database and its cookie given to the
 * browser. False, with nothing done, where this process cannot write one (see sessionStore).
 */
export async function addSessionCookie(page: Page, origin: string): Promise<boolean> {
  // The browser's own User-Agent, as the form's request tells the server: the list of signed-in devices names it.
  const value = await sessionCookieValue(origin, await page.evaluate(() => navigator.userAgent));
  if (value === null) return false;
  const expires = Math.floor((Date.now() + SESSION_LIMITS.maxAgeMs) / 1000);
  await page.context().addCookies([{ name: SESSION_COOKIE.name, value, url: origin, expires, httpOnly: true, sameSite: "Lax" }]);
  return true;
}

/**
 * The value of the "admin-session" cookie of a session written into the
 * database of the server at `origin` (for a request-level test's cookie jar
 * too); null where this process cannot write one (see sessionStore).
 */
export async function sessionCookieValue(origin: string, userAgent: string): Promise<string | null> {
  const store = sessionStore(origin);
  if (!store) return null;
  const fingerprint = passwordFingerprint(parsePasswordHash(store.passwordHash));
  const id = await withServerDatabase(store.databaseUrl, (db) => createSession(db, fingerprint, new Date(), { remembered: false, userAgent }));
  return (await SESSION_COOKIE.serialize(id)).split(";")[0]!.slice(SESSION_COOKIE.name.length + 1);
}
