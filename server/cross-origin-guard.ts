import type { RequestHandler } from "express";
import { isOwnOrigin, isStateChanging } from "~/lib/same-origin";

/**
 * Site-wide: no other site can make a visitor's browser change anything here.
 * A state-changing request whose Origin is another site's, or `null` (a
 * sandboxed frame, a redirect from elsewhere), is refused before any route
 * sees it, with a 403 that says why (React Router would refuse it too, with a
 * bare 400). A missing Origin is let through: some older browsers send none
 * with a form, and a visitor's enquiry must never be lost to that. The inbox
 * asks for more: its layout's middleware requires the site's own Origin
 * (app/admin/admin-guard.server.ts).
 */
export function crossOriginGuard({ siteUrl }: { siteUrl: string }): RequestHandler {
  return (req, res, next) => {
    const origin = req.get("Origin");
    if (!isStateChanging(req.method) || origin === undefined) return next();
    if (isOwnOrigin(origin, { siteUrl, requestOrigin: `${req.protocol}://${req.get("Host")}` })) return next();
    res.status(403).type("text/plain").send("Brak dostępu: ten formularz nie został wysłany z tej strony.");
  };
}
