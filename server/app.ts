import "react-router";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import {
  clientAddressContext,
  cspNonceContext,
  documentRequestContext,
  formTokensPerResponseContext,
  previewContentContext,
  renderedContentContext,
  serverSectionsContext,
  wholeDocumentContext,
} from "~/lib/request-context";
import { ENQUIRY_FORM_ID } from "~/enquiries/enquiry-form-id";
import { formTokenInputs, newFormTokens } from "~/enquiries/form-tokens.server";
import { env } from "~/env.server";
import { setPreviewRenderer } from "~/site-content/preview-renderer.server";
import type { PublishedContent } from "~/site-content/content-store.server";
import type { SectionDocuments } from "~/site-content/sections";
import { resolveContent } from "~/site-content/resolve-content";
import { openGraphImages } from "~/photos/open-graph.server";
import { serviceSlugs } from "~/enquiries/service-options";
import { renderPageCache, type PageCache } from "./page-cache";
import { routeMatcher } from "./route-matcher";
import { cspNonce } from "./security-headers";

export { createDatabase } from "~/db/database.server";
export { env } from "~/env.server";
export { getDatabase } from "~/db/database.server";
export { logger } from "~/logger.server";
export { canonicalPath } from "./canonical-path";
export { crossOriginGuard } from "./cross-origin-guard";
export { healthz } from "./healthz";
export { requestLog } from "./request-log";
export { securityHeaders } from "./security-headers";
export { staticFiles } from "./static-files";
export { migrateToLatest } from "~/db/migrations.server";
export { clearAllAttempts } from "~/admin/sign-in-throttle.server";
export { startServices } from "./jobs/services";
export { contentProblem, initialContent, liveSite, setPagePreparer } from "~/site-content/live-content.server";
export { exportContent, importContent } from "~/site-content/content-archive.server";
export { seedContent } from "~/site-content/content-store.server";
export { freeSlotsByDay } from "~/bookings/availability";
export { calendarFrom } from "~/bookings/calendar-queries.server";
export { bookSession } from "~/bookings/booking-store.server";

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
function renderRequest(request: Request, { formTokensPerResponse = false, site }: { formTokensPerResponse?: boolean; site: SectionDocuments }): Promise<Response> {
  const context = requestContext(new URL(request.url).pathname);
  context.set(wholeDocumentContext, true);
  context.set(formTokensPerResponseContext, formTokensPerResponse);
  context.set(renderedContentContext, site);
  return fetchHandler(request, context);
}

const clientDir = path.resolve("build/client");

/**
 * The page cache of a site's content: the public pages, their data and the
 * pictures shown when they are shared, rendered from that content before it
 * goes live (rejects when a page does not render).
 */
export async function renderPagesOf(content: PublishedContent): Promise<PageCache> {
  const { site } = content;
  return renderPageCache({
    render: (request, options) => renderRequest(request, { ...options, site }),
    siteUrl: env.SITE_URL,
    pictures: await openGraphImages(resolveContent(site), clientDir),
    preselectable: serviceSlugs(site.offer),
  });
}

/** The hidden inputs that end a cached contact page's response: a fresh submission key and its signed stamp. */
export async function enquiryFormTokenInputs(): Promise<string> {
  return formTokenInputs(ENQUIRY_FORM_ID, await newFormTokens());
}

/** Whether React Router would answer this address with its 404 route (no route of its own). */
export const outsideRoutes = routeMatcher(build.routes, "routes/not-found");

// "Podgląd" in the editor: a public page rendered from the unsaved draft,
// with the editor's response's nonce.
setPreviewRenderer((pagePath, site, nonce) => {
  const context = requestContext(pagePath);
  context.set(previewContentContext, site);
  context.set(cspNonceContext, nonce);
  return fetchHandler(new Request(new URL(pagePath, env.SITE_URL)), context);
});

/** What every request's loaders and render share. */
function requestContext(pathname: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(documentRequestContext, !pathname.endsWith(".data"));
  context.set(serverSectionsContext, {});
  return context;
}

/** The React Router request handler: every page not served from the page cache or as a static file. */
export const app = express();
app.disable("x-powered-by");

app.use(
  createRequestHandler({
    build,
    getLoadContext: (req, res) => {
      const context = requestContext(req.path);
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      context.set(cspNonceContext, cspNonce(res));
      return context;
    },
  }),
);
