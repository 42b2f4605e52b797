// React Router's part of the site, from a server build: the request handler,
// the addresses outside its routes, the page cache's renders and the editor's
// preview. Production gives the build once (server/app.ts); development gives
// a function that loads the build as it is now (server/dev-app.ts), so that
// an edited route module answers the next request.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from "react-router";
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
import type { SiteRouter } from "./site-server";

/** The server build, or (development) how to load it as it is now. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Where React Router answers lazy route discovery's requests, unless the build names another address. */
const DEFAULT_MANIFEST_PATH = "/__manifest";

/** Whether React Router answers this address with the 404 page, from the build's own routes. */
function outsideRoutesOf(build: ServerBuild): (pathname: string) => boolean {
  const withoutOwnRoute = routeMatcher(build.routes, "routes/not-found");
  // Lazy route discovery's manifest requests are React Router's own, outside any route.
  const manifestPath = build.routeDiscovery.mode === "lazy" ? (build.routeDiscovery.manifestPath ?? DEFAULT_MANIFEST_PATH) : null;
  // The panel's addresses too while the panel is off (no ADMIN_PASSWORD_HASH): its middleware answers
  // 404 before any loader runs, so the page would lack the frame the root loader gives.
  return (pathname) =>
    pathname !== manifestPath && (withoutOwnRoute(pathname) || (!env.ADMIN_PASSWORD_HASH && (pathname === "/admin" || pathname.startsWith("/admin/"))));
}

/**
 * The site's React Router part. A build given once is used as is (given a
 * function, React Router derives its route tables on every request); a
 * loading function is asked at every request, and the addresses outside the
 * routes follow the build it loaded last.
 */
export async function siteRouter(source: BuildSource, { pageCache }: { pageCache: boolean }): Promise<SiteRouter> {
  let outsideRoutes = typeof source === "function" ? outsideRoutesOf(await source()) : outsideRoutesOf(source);
  const build =
    typeof source === "function"
      ? () =>
          source().then((latest) => {
            outsideRoutes = outsideRoutesOf(latest);
            return latest;
          })
      : source;
  const fetchHandler = createFetchHandler(build, process.env.NODE_ENV);
  const clientDir = path.resolve("build/client");

  // In-process renders (the page cache): no visitor's address and no nonce (a
  // cached page's inline code is allowed by its hashes), from the content given.
  const renderRequest = (request: Request, site: SectionDocuments) => {
    const context = new RouterContextProvider();
    context.set(wholeDocumentContext, true);
    context.set(renderedContentContext, site);
    return fetchHandler(request, context);
  };

  // "Podgląd" in the editor: a public page rendered from the unsaved draft, with the editor's response's nonce.
  setPreviewRenderer((pagePath, site, nonce) => {
    const context = new RouterContextProvider();
    context.set(previewContentContext, site);
    context.set(cspNonceContext, nonce);
    return fetchHandler(new Request(new URL(pagePath, env.SITE_URL)), context);
  });

  const handler = express();
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

  return {
    handler,
    outsideRoutes: (pathname) => outsideRoutes(pathname),
    // Without the page cache (development) every page is rendered per request, from the code as it is now.
    renderPagesOf: async (content: PublishedContent, effort: Effort): Promise<PageCache> => {
      if (!pageCache) return new Map();
      const { site } = content;
      return renderPageCache({
        render: (request) => renderRequest(request, site),
        siteUrl: env.SITE_URL,
        effort,
        pictures: await openGraphImages(resolveContent(site), clientDir, initialContent()),
      });
    },
  };
}
