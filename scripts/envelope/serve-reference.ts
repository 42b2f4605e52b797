// The two reference pages of `npm run audit:perf` (docs/performance.md,
// issue 29), each on its own port on 127.0.0.1. The minimal React Router page
// is served as React Router's own server (react-router-serve) serves an app:
// Express, compression() with its defaults, the assets as static files; what
// it ships is what "a minimal React Router page ships". The static page is
// compressed on the fly like the site's per-request pages (brotli quality 6).
//   REFERENCE_BUILD_DIR  the minimal React Router app's build (reference.ts); without it, only the static page
//   MINIMAL_PORT         the minimal React Router page
//   STATIC_PORT          the plain static page (static-page.html, no JavaScript)
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type Response } from "express";
import type { ServerBuild } from "react-router";

const onTheFly = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } } });

// Neither page has an icon or a robots.txt. The browser's request for the icon
// is answered with nothing (a 404 would be a console error, which costs best
// practices points); Lighthouse's for robots.txt with a 404 here rather than
// from React Router, which logs every unmatched address.
const noIcon = (_req: Request, res: Response) => void res.sendStatus(204);

/** The minimal app's build as react-router-serve serves an app. */
async function serveMinimal(buildDir: string, port: number) {
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const minimal = express().disable("x-powered-by");
  minimal.use(compression());
  minimal.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  minimal.use(express.static(clientDir, { maxAge: "1h" }));
  minimal.get("/favicon.ico", noIcon);
  minimal.get("/robots.txt", (_req, res) => void res.sendStatus(404));
  minimal.use(createRequestHandler({ build }));
  minimal.listen(port, "127.0.0.1");
}

if (process.env.REFERENCE_BUILD_DIR) await serveMinimal(process.env.REFERENCE_BUILD_DIR, Number(process.env.MINIMAL_PORT));

const staticPage = path.join(import.meta.dirname, "static-page.html");
const plain = express().disable("x-powered-by");
plain.use(onTheFly);
plain.get("/favicon.ico", noIcon);
plain.get("/", (_req, res) => res.sendFile(staticPage, { headers: { "Cache-Control": "no-cache" } }));
plain.listen(Number(process.env.STATIC_PORT), "127.0.0.1");
