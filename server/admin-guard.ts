import type { RequestHandler } from "express";

/** /admin, every path under it, and their data requests (/admin.data, /admin/logowanie.data). */
const ADMIN_PATH = /^\/admin(?:[/.]|$)/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * What every inbox response shares, set before React Router sees the
 * request: never cached, never indexed, and state-changing requests only
 * from the site's own pages (the Origin header, which browsers send with
 * every POST: no other site can make the trainer's browser act in the
 * inbox). Does nothing while the inbox is off, so /admin stays an ordinary
 * unknown address.
 */
export function adminGuard({ enabled, siteUrl }: { enabled: boolean; siteUrl: string }): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (!enabled || !ADMIN_PATH.test(req.path)) return next();
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("Origin");
    // The server's own address too, for a visit by IP or a second host name.
    if (origin !== undefined && (origin === siteOrigin || origin === `${req.protocol}://${req.get("Host")}`)) return next();
    res.status(403).type("text/plain").send("Brak dostępu: to żądanie nie pochodzi ze strony panelu.");
  };
}
