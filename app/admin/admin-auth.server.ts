import { data, redirect } from "react-router";
import { adminCookie } from "~/admin/admin-cookie.server";
import {
  createSession,
  deleteAllSessions,
  deleteSession,
  deleteSessionByHash,
  findSession,
  listSessions,
  SESSION_LIMITS,
  type AdminSession,
  type ListedSession,
  type SessionDevice,
} from "~/admin/admin-sessions.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { passwordFingerprint, type PasswordHash } from "~/admin/password-hash.server";
import { NO_ACCESS } from "./admin.messages";

export const SIGN_IN_PATH = "/admin/logowanie";

const sessionCookie = adminCookie("admin-session", { maxAge: SESSION_LIMITS.maxAgeMs / 1000 });
/**
 * A remembered device's cookie lasts as long as Chrome keeps any (400 days):
 * the server ends the session 90 days after its last use and, however often
 * used, a year after its sign-in (ASVS 3.3.2), and "Wyloguj" ends it at once.
 */
const REMEMBERED_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The inbox exists only once its password is configured; until then /admin
 * is an unknown address, answered with the site's own not-found message.
 */
export function requireAdminEnabled(notFoundMessage: string): void {
  if (!env.ADMIN_PASSWORD_HASH) throw data(notFoundMessage, { status: 404 });
}

/** The configured password's hash; behind requireAdminEnabled, so never missing where it is read. */
export function adminPasswordHash(): PasswordHash {
  if (!env.ADMIN_PASSWORD_HASH) throw data(null, { status: 404 });
  return env.ADMIN_PASSWORD_HASH;
}

async function sessionIdOf(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

// The middleware and each loader ask about the same request: one lookup serves them all.
const sessionsByRequest = new WeakMap<Request, Promise<AdminSession | null>>();

/** The request's live session, or null. */
export function getAdminSession(request: Request): Promise<AdminSession | null> {
  let session = sessionsByRequest.get(request);
  if (!session) {
    session = (async () => {
      const id = await sessionIdOf(request);
      return id ? findSession(await getDatabase(), id, passwordFingerprint(adminPasswordHash())) : null;
    })();
    sessionsByRequest.set(request, session);
  }
  return session;
}

/**
 * The guard at the start of every inbox loader and action: without a live
 * session a page view goes to the sign-in page and anything else is refused.
 */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  adminPasswordHash();
  const session = await getAdminSession(request);
  if (session) return session;
  if (request.method === "GET" || request.method === "HEAD") throw redirect(SIGN_IN_PATH);
  throw data(NO_ACCESS, { status: 403 });
}

/** Starts a session under the current password hash; returns the Set-Cookie header that carries it. */
export async function startAdminSession(device: SessionDevice = { remembered: false, userAgent: null }): Promise<string> {
  const id = await createSession(await getDatabase(), passwordFingerprint(adminPasswordHash()), new Date(), device);
  return sessionCookie.serialize(id, device.remembered ? { maxAge: REMEMBERED_COOKIE_SECONDS } : {});
}

/** The devices signed in under the current password, the most recently used first. */
export async function signedInDevices(): Promise<ListedSession[]> {
  return listSessions(await getDatabase(), passwordFingerprint(adminPasswordHash()));
}

/** Signs out the device listed under this hash; false when it was no longer signed in. */
export async function endListedSession(idHash: string): Promise<boolean> {
  return deleteSessionByHash(await getDatabase(), idHash);
}

/** "Wyloguj wszędzie": ends every session on every device; returns the Set-Cookie header that removes this one. */
export async function endEveryAdminSession(): Promise<string> {
  await deleteAllSessions(await getDatabase());
  return sessionCookie.serialize("", { maxAge: 0 });
}

/** Ends the request's session on the server; returns the Set-Cookie header that removes it. */
export async function endAdminSession(request: Request): Promise<string> {
  const id = await sessionIdOf(request);
  if (id) await deleteSession(await getDatabase(), id);
  return sessionCookie.serialize("", { maxAge: 0 });
}
