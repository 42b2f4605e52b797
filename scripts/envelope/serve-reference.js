// The two reference pages of `npm run audit:perf` (docs/performance.md,
// issue 29), each on its own port on 127.0.0.1, served as the site serves
// its own: Express, the build's brotli copies of its assets where the browser
// accepts brotli, anything else compressed on the fly (brotli quality 6).
//   REFERENCE_BUILD_DIR  the minimal React Router app's build (reference.js)
//   MINIMAL_PORT         the minimal React Router page
//   STATIC_PORT          the plain static page (static-page.html, no JavaScript)
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const buildDir = process.env.REFERENCE_BUILD_DIR;
const clientDir = path.join(buildDir, "client");
const onTheFly = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } } });

/** A built file's brotli copy instead of the file, when there is one and the browser takes brotli. */
function brotliCopies(root) {
  return (req, res, next) => {
    const file = path.join(root, path.normalize(req.path));
    if (!file.startsWith(root) || !req.acceptsEncodings("br") || !existsSync(`${file}.br`)) return next();
    res.type(path.extname(file));
    res.vary("Accept-Encoding");
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Cache-Control", req.path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    res.sendFile(`${file}.br`);
  };
}

const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const minimal = express().disable("x-powered-by");
minimal.use(onTheFly, brotliCopies(clientDir));
minimal.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
minimal.use(express.static(clientDir, { maxAge: "1h" }));
// Neither page has an icon or a robots.txt. The browser's request for the icon
// is answered with nothing (a 404 would be a console error, which costs best
// practices points); Lighthouse's for robots.txt with a 404 here rather than
// from React Router, which logs every unmatched address.
const noIcon = (_req, res) => res.sendStatus(204);
minimal.get("/favicon.ico", noIcon);
minimal.get("/robots.txt", (_req, res) => res.sendStatus(404));
minimal.use(createRequestHandler({ build }));
minimal.listen(Number(process.env.MINIMAL_PORT), "127.0.0.1");

const staticPage = path.join(import.meta.dirname, "static-page.html");
const plain = express().disable("x-powered-by");
plain.use(onTheFly);
plain.get("/favicon.ico", noIcon);
plain.get("/", (_req, res) => res.sendFile(staticPage, { headers: { "Cache-Control": "no-cache" } }));
plain.listen(Number(process.env.STATIC_PORT), "127.0.0.1");
