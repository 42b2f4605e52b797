import type { MiddlewareFunction } from "react-router";
import { env } from "~/env.server";
import { isOwnOrigin, isStateChanging } from "~/lib/same-origin";
import { FOREIGN_ORIGIN } from "./admin.messages";

/** What every inbox response carries: never kept by a browser or proxy, never indexed. */
const INBOX_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * The inbox's guard, run by its layout once React Router has matched the
 * route, so it holds however the address is spelled (/ADMIN, /%61dmin…):
 * a state-changing request is taken only with the site's own Origin (browsers
 * send it with every POST, so no other site, not even one on a sibling
 * subdomain that SameSite=Lax lets the cookie reach, can act in the inbox),
 * and every response, errors and redirects included, gets INBOX_HEADERS.
 */
export const adminGuard: MiddlewareFunction<Response> = async ({ request }, next) => {
  const ownOrigin = isOwnOrigin(request.headers.get("Origin"), { siteUrl: env.SITE_URL, requestOrigin: new URL(request.url).origin });
  const response =
    isStateChanging(request.method) && !ownOrigin
      ? new Response(FOREIGN_ORIGIN, {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        })
      : await next();
  // A copy: a redirect's headers may be immutable.
  const marked = new Response(response.body, response);
  for (const [name, value] of Object.entries(INBOX_HEADERS)) marked.headers.set(name, value);
  return marked;
};
