// The production server: logs and security headers on every response, the
// health check, then the page cache (the public pages and their data,
// rendered at start) and the build's static files, then React Router for
// everything else.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { constants } from "node:zlib";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import onHeaders from "on-headers";
import { replicaStatus } from "~/backup/index.server";
import { closeDatabase, getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { contentProblem, forgetLiveContent, setPagePreparer } from "~/site-content/index.server";
import type { PublishedContent } from "~/site-content/index.server";
import { canonicalPath } from "./canonical-path";
import { crossOriginGuard } from "./cross-origin-guard";
import { healthz } from "./healthz";
import { startServices } from "./jobs/services";
import type { Effort } from "./compressed-variants";
import { compressedHarder, type PageCache } from "./page-cache";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";
import { exitOnSignals, SHUTDOWN, stopWithin } from "./shutdown";
import { staticFiles } from "./static-files";
import { offerTestReset, removeDatabaseFiles } from "./test-reset";

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 125_000;

/** What the site serves from React Router, which server/app.ts holds (it imports the server build). */
export type SiteRouter = {
  /** React Router's request handler: every page not served from the page cache or as a static file. */
  handler: Express;
  /** Whether React Router would answer this address with the site's 404 page. */
  outsideRoutes: (pathname: string) => boolean;
  /** The page cache of a site's content, rendered before it goes live, compressed as hard as `effort` says. */
  renderPagesOf: (content: PublishedContent, effort: Effort) => Promise<PageCache>;
};

/**
 * Development's difference (server/dev-app.ts): Vite's HTTP server, which its
 * hot reload shares, and its middleware serving the sources in place of the build's files.
 */
export type Development = { server: Server; sources: RequestHandler };

/**
 * Listens on env.PORT, then migrates the database, puts the content's pages
 * in service and starts the background work before the first request is
 * answered; stops on SIGTERM and SIGINT within 10 s (server/shutdown.ts). React Router's part comes
 * from server/app.ts, the bundle's entry, which starts the site with it.
 */
export async function serveSite({ handler, outsideRoutes, renderPagesOf }: SiteRouter, development?: Development): Promise<void> {
  // The public pages that are the same for everyone, rendered before the first
  // request from the content in the database, and again whole, before it goes
  // live, whenever the content changes (a publish here or on another
  // instance): requests meanwhile get the previous pages, never a mix, and
  // content whose pages do not render never replaces them (live-content.server.ts).
  const clientDir = path.resolve("build/client");
  let pages: PageCache = new Map();
  // The first pages, before anyone is served, are compressed as hard as they
  // go. After that (a publish) they go live as soon as they render,
  // compressed fast; their smallest copies replace them a moment later,
  // unless newer pages have gone live meanwhile.
  const compressHarder = (live: PageCache) =>
    compressedHarder(live).then(
      (harder) => void (pages === live && (pages = harder)),
      (error: unknown) => logger.error({ err: error }, "page cache: compressing harder failed; the pages stay as they are"),
    );
  setPagePreparer(async (content) => {
    const started = performance.now();
    const effort: Effort = pages.size === 0 ? env.PAGE_COMPRESSION : "fast";
    const next = await renderPagesOf(content, effort);
    return (version) => {
      pages = next;
      logger.info(`Strony gotowe dla treści w wersji ${version} w ${Math.round(performance.now() - started)} ms`);
      if (effort === "fast" && env.PAGE_COMPRESSION === "best") void compressHarder(next);
    };
  });

  // The port is taken before anything starts, so that an instance on a busy
  // port stops before it migrates, renders or mails anything. Requests that
  // come meanwhile wait until the site is ready.
  let openSite: (site: Express) => void = () => undefined;
  const siteReady = new Promise<Express>((resolve) => (openSite = resolve));
  const waitForSite = (req: IncomingMessage, res: ServerResponse) => void siteReady.then((site) => site(req, res));
  const server = (development?.server ?? createServer()).on("request", waitForSite);
  // An idle connection is kept longer than a client or proxy keeps it (Caddy 2 min, nginx 60 s): with Node's 5 s, a
  // request sent on a socket the server was just closing failed with ECONNRESET (seen in the tests' reused sockets).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.listen(env.PORT, env.HOST);
  await once(server, "listening").catch((error: NodeJS.ErrnoException) => {
    logger.error(
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} jest już zajęty — czy serwer działa już w innym oknie?`
        : `Nie można otworzyć portu ${env.PORT}: ${error.message}`,
    );
    process.exit(1);
  });

  let services = await startServices();
  // Only in a test server started for it (server/test-reset.ts): the services
  // stopped, the database gone, the content and pages forgotten, then started
  // as at a start, which migrates, seeds and renders them anew.
  offerTestReset(async () => {
    await services.stop();
    // A job that outlived its stop's time limit (a mail being sent on a loaded machine) opened the database again
    // once it was closed, and the server went on with the removed file while tests read an empty one at its path
    // ("no such table", CI 28 November): removed again until no handle was opened meanwhile.
    do await removeDatabaseFiles();
    while (await closeDatabase());
    await forgetLiveContent();
    pages = new Map();
    services = await startServices();
  });
  const https = env.SITE_URL.startsWith("https:");
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(requestLog(logger));
  app.use(securityHeaders({ https }));
  app.get("/healthz", healthz(getDatabase, contentProblem, replicaStatus));

  app.use(crossOriginGuard({ siteUrl: env.SITE_URL }));

  // One address per page: /oferta/ → /oferta (the query string is kept).
  app.use((req, res, next) => {
    const target = req.method === "GET" || req.method === "HEAD" ? canonicalPath(req.path) : null;
    if (target === null) return next();
    res.redirect(301, target + req.url.slice(req.path.length));
  });

  app.use(development?.sources ?? staticFiles({ clientDir, pages: () => pages, https, outsideRoutes }));

  // Server-rendered responses: compressed on the fly (brotli quality 6: the
  // contact page 7 % smaller than the default 4, for the same ~1.2 ms as 5,
  // measured side by side on its 65 KB of HTML), and kept by browsers only to
  // be asked about again (each has its own nonce and form tokens).
  app.use(compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } } }));
  // Unless the route said otherwise (the inbox says no-store): React Router's
  // adapter appends its headers, so a default set now would be sent twice.
  app.use((_req, res, next) => {
    onHeaders(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-cache");
    });
    next();
  });
  app.use(handler);

  server.off("request", waitForSite).on("request", app);
  // After the start an error of the listening socket (out of file handles, say) is logged; the site goes on.
  server.on("error", (error) => logger.error(error, "Błąd gniazda serwera HTTP"));
  openSite(app);
  logger.info(`Strona działa pod adresem http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT} (SITE_URL=${env.SITE_URL})`);

  /**
   * Stops taking connections, lets requests in flight finish (idle keep-alive
   * connections are closed at once, the rest as soon as they answer, and cut
   * after SHUTDOWN.requestsMs), then stops the background services by
   * SHUTDOWN.servicesMs (the outbox puts back the sends it had to cut) and
   * closes the database. True when nothing had to be cut short.
   */
  async function shutdown(): Promise<boolean> {
    const started = Date.now();
    const closed = new Promise((resolve) => server.close(resolve));
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const requestsDone = await stopWithin("requests in flight", closed, SHUTDOWN.requestsMs, logger);
    clearInterval(sweep);
    if (!requestsDone) server.closeAllConnections();
    const servicesDone = await services.stop({ until: started + SHUTDOWN.servicesMs });
    return requestsDone && servicesDone;
  }
  exitOnSignals(shutdown, logger);
}
