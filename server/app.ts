// The server bundle's entry (build/server/index.js): what server.js starts,
// React Router's request handler, and the page cache's and the preview's
// renders. The command-line scripts have an entry of their own (server/cli.ts).
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import { clientAddressContext, cspNonceContext, previewContentContext, renderedContentContext, wholeDocumentContext } from "~/lib/request-context";
import { env } from "~/env.server";
import { setPreviewRenderer } from "~/site-content/index.server";
import type { PublishedContent } from "~/site-content/index.server";
import type { SectionDocuments } from "~/site-content";
import { resolveContent } from "~/site-content";
import { initialContent } from "~/site-content/index.server";
import { openGraphImages } from "~/photos/index.server";
import type { Effort } from "./compressed-variants";
import { renderPageCache, type PageCache } from "./page-cache";
import { routeMatcher } from "./route-matcher";
import { cspNonce } from "./security-headers";
import { serveSite } from "./site-server";

// Imported dynamically so that the build keeps the server build in a chunk of
// its own (React Router looks for it there), but once, at start: given a
// function instead, React Router derives its route tables on every request.
const build = await import("virtual:react-router/server-build");

const fetchHandler = createFetchHandler(build, process.env.NODE_ENV);

/**
 * The same handler for a Request made in-process, as the page cache renders
 * its pages: no visitor's address and no nonce (a cached page's inline code
 * is allowed by its hashes), from the content given rather than the live one.
 */
function renderRequest(request: Request, site: SectionDocuments): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(wholeDocumentContext, true);
  context.set(renderedContentContext, site);
  return fetchHandler(request, context);
}

const clientDir = path.resolve("build/client");

/**
 * The page cache of a site's content: the public pages, their data and the
 * pictures shown when they are shared, rendered from that content before it
 * goes live (rejects when a page does not render).
 */
export async function renderPagesOf(content: PublishedContent, effort: Effort): Promise<PageCache> {
  const { site } = content;
  return renderPageCache({
    render: (request) => renderRequest(request, site),
    siteUrl: env.SITE_URL,
    effort,
    pictures: await openGraphImages(resolveContent(site), clientDir, initialContent()),
  });
}

const withoutOwnRoute = routeMatcher(build.routes, "routes/not-found");

/**
 * Whether React Router would answer this address with the site's 404 page:
 * it has no route of its own, or it is the panel's while the panel is off
 * (no ADMIN_PASSWORD_HASH; the panel's middleware answers 404 before any
 * loader runs, so the page would lack the frame the root loader gives).
 */
export function outsideRoutes(pathname: string): boolean {
  return withoutOwnRoute(pathname) || (!env.ADMIN_PASSWORD_HASH && (pathname === "/admin" || pathname.startsWith("/admin/")));
}

// "Podgląd" in the editor: a public page rendered from the unsaved draft,
// with the editor's response's nonce.
setPreviewRenderer((pagePath, site, nonce) => {
  const context = new RouterContextProvider();
  context.set(previewContentContext, site);
  context.set(cspNonceContext, nonce);
  return fetchHandler(new Request(new URL(pagePath, env.SITE_URL)), context);
});

/** The React Router request handler: every page not served from the page cache or as a static file. */
export const handler = express();
handler.disable("x-powered-by");

handler.use(
  createRequestHandler({
    build,
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      context.set(cspNonceContext, cspNonce(res));
      return context;
    },
  }),
);

/** Starts the production server (server.js calls it) with this bundle's React Router. */
export const startSite = (): Promise<void> => serveSite({ handler, outsideRoutes, renderPagesOf });
