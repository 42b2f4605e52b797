// The production server: static files first (hashed assets, pre-rendered
// pages and their data), then React Router for everything else.
import { existsSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";

const CLIENT_DIR = path.resolve("build/client");
const { app: handler, env, startServices } = await import("./build/server/index.js");

// Migrates the database and starts the outbox before the first request.
const services = await startServices();

/** Pre-rendered pages are directories with an index.html, e.g. build/client/oferta/index.html. */
function prerenderedFile(urlPath) {
  if (urlPath.includes("..") || urlPath.includes("\0")) return null;
  const file = path.join(CLIENT_DIR, urlPath, "index.html");
  return file.startsWith(CLIENT_DIR) && existsSync(file) ? file : null;
}

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", false);
app.use(compression());

// One address per page: /oferta/ → /oferta (the query string is kept).
app.use((req, res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.url.slice(req.path.length);
    return res.redirect(301, req.path.replace(/\/+$/, "") + query);
  }
  next();
});

app.use("/assets", express.static(path.join(CLIENT_DIR, "assets"), { immutable: true, maxAge: "1y", index: false }));

app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  let urlPath;
  try {
    urlPath = decodeURIComponent(req.path);
  } catch {
    return next(); // malformed escapes: React Router answers with the not-found page
  }
  const file = prerenderedFile(urlPath);
  if (!file) return next();
  res.setHeader("Cache-Control", "no-cache");
  res.sendFile(file);
});

// Everything else in build/client (icons, manifest, .data payloads). `redirect:
// false` stops express.static from sending /kontakt to /kontakt/.
const clientFiles = express.static(CLIENT_DIR, {
  redirect: false,
  index: false,
  setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
});
// Pre-rendered HTML is reachable only at its page's own address.
app.use((req, res, next) => (req.path.endsWith(".html") ? next() : clientFiles(req, res, next)));

app.use(handler);

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Strona działa pod adresem http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT} (SITE_URL=${env.SITE_URL})`);
});

/**
 * Stops taking connections, lets requests in flight finish (idle keep-alive
 * connections are closed at once, the rest as soon as they answer; after 30 s
 * they are cut), then stops the outbox after the send in progress and closes
 * the database.
 */
async function shutdown() {
  const closed = new Promise((resolve) => server.close(resolve));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), 30_000);
  await closed;
  clearInterval(sweep);
  clearTimeout(deadline);
  await services.stop();
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    shutdown().catch((error) => {
      console.error(error);
      process.exit(1);
    });
  });
}
