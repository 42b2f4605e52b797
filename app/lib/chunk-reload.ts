import type { ClientInstrumentation } from "react-router";

/**
 * Recovery from a page's code chunk failing to load (typically right after a
 * deploy replaced the hashed files). React Router then reloads the *current*
 * page; we remember where the visitor was going and, once the reload lands,
 * send them there, at most once a minute so a broken deploy cannot loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** A remembered target older than this is from another, unrelated load. */
export const PENDING_NAVIGATION_MAX_AGE_MS = 10_000;

const PENDING_KEY = "chunk-reload:pending";
const GUARD_KEY = "chunk-reload:last";

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function rememberPendingNavigation(storage: KeyValueStore, href: string, now: number): void {
  storage.setItem(PENDING_KEY, JSON.stringify({ href, at: now }));
}

export function forgetPendingNavigation(storage: KeyValueStore): void {
  storage.removeItem(PENDING_KEY);
}

/**
 * Router instrumentation that notes each navigation's target before React
 * Router starts loading the page's code, and forgets it once it has arrived.
 * A chunk that fails to load makes React Router reload the page mid-way, so
 * the note is still there when the reloaded page starts.
 */
export const rememberNavigationTargets: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(callNavigate, { to, currentUrl }) {
        if (typeof to === "string") {
          const target = new URL(to, new URL(currentUrl, window.location.origin));
          rememberPendingNavigation(sessionStorage, target.pathname + target.search + target.hash, Date.now());
        }
        await callNavigate();
        forgetPendingNavigation(sessionStorage);
      },
    });
  },
};

/**
 * After a reload: the address to go on to, or null when there is none, it is
 * stale, it is where we already are, or we already did this within a minute.
 */
export function takeReloadTarget(storage: KeyValueStore, now: number, currentHref: string): string | null {
  const raw = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (raw === null) return null;
  let pending: { href?: unknown; at?: unknown };
  try {
    pending = JSON.parse(raw) as typeof pending;
  } catch {
    return null;
  }
  if (typeof pending.href !== "string" || typeof pending.at !== "number") return null;
  if (!pending.href.startsWith("/") || pending.href.startsWith("//")) return null;
  if (now - pending.at > PENDING_NAVIGATION_MAX_AGE_MS || pending.href === currentHref) return null;
  const last = Number(storage.getItem(GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return null;
  storage.setItem(GUARD_KEY, String(now));
  return pending.href;
}
