const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Anything but a read: the methods a page from another site must not be able to use here. */
export const isStateChanging = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * True when a request's Origin header is this site's: the public address
 * (SITE_URL), or the address the request itself was sent to (a visit by IP or
 * a second host name).
 */
export function isOwnOrigin(origin: string | null | undefined, own: { siteUrl: string; requestOrigin: string }): boolean {
  if (!origin || origin === "null") return false;
  return origin === new URL(own.siteUrl).origin || origin === own.requestOrigin;
}
