import { readdirSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";
import { ENCODINGS, type Encoding } from "./compressed-variants";
import { NOT_FOUND_ADDRESS, type CachedPage, type PageCache } from "./page-cache";
import { contentSecurityPolicy, DOCUMENT_ONLY_HEADERS } from "./security-headers";

type StaticFile = {
  file: string;
  /** Pre-compressed copies written at build, by encoding. */
  variants: Partial<Record<Encoding, string>>;
  contentType: string;
  cacheControl: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Kept, but asked about again each time: a new deploy or page shows at once, an unchanged one costs a 304. */
const REVALIDATE = "no-cache";
const VARIANT_EXTENSIONS = new Set<string>(ENCODINGS.map((variant) => variant.extension));

function contentTypeOf(file: string): string {
  // React Router's data payloads, typed as its server types them.
  return path.extname(file) === ".data" ? "text/x-script" : path.extname(file);
}

/**
 * The encoding to send: the best the browser accepts, ours (br over gzip)
 * breaking ties, which Chrome's "gzip, deflate, br" leaves to the server.
 */
function chooseEncoding(req: Request, offered: Encoding[]): Encoding | undefined {
  const available = [...offered, "identity"];
  // @types/negotiator lacks the `preferred` option of negotiator 1.
  const choose = Negotiator.prototype.encoding as (this: Negotiator, available: string[], options: { preferred: string[] }) => string | undefined;
  const chosen = choose.call(new Negotiator(req), available, { preferred: available });
  return offered.find((encoding) => encoding === chosen);
}

/** Every file the server may send, by address, found once at start. */
function indexFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const relativePaths = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const present = new Set(relativePaths);

  for (const relative of relativePaths) {
    if (VARIANT_EXTENSIONS.has(path.extname(relative))) continue;
    const variants: StaticFile["variants"] = {};
    for (const { encoding, extension } of ENCODINGS) {
      if (present.has(relative + extension)) variants[encoding] = path.join(clientDir, relative + extension);
    }
    files.set(`/${relative}`, {
      file: path.join(clientDir, relative),
      variants,
      contentType: contentTypeOf(relative),
      cacheControl: relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE,
    });
  }
  return files;
}

/** The headers a file or cached page shares: type, caching, encoding, and the document headers only on documents. */
function setHeaders(
  res: Response,
  { contentType, cacheControl, encoding, varies, csp }: { contentType: string; cacheControl: string; encoding?: Encoding; varies: boolean; csp?: string },
) {
  res.type(contentType);
  res.setHeader("Cache-Control", cacheControl);
  if (varies) res.vary("Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  if (csp) res.setHeader("Content-Security-Policy", csp);
  // Scripts, fonts, images and data need only nosniff and CORP: on a slow
  // phone the document's policies would cost a kilobyte per file.
  else for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/** A cached page from memory, with its own ETag (a 304 when the browser has it, the 404 page excepted). */
function sendCachedPage(req: Request, res: Response, page: CachedPage, https: boolean, status = 200) {
  const offered = ENCODINGS.map((variant) => variant.encoding).filter((encoding) => page.variants[encoding]);
  const encoding = chooseEncoding(req, offered);
  const body = (encoding && page.variants[encoding]) || page.identity;
  setHeaders(res, {
    contentType: page.contentType,
    cacheControl: REVALIDATE,
    encoding,
    varies: offered.length > 0,
    csp: page.inline && contentSecurityPolicy(page.inline, https),
  });
  res.setHeader("ETag", body.etag);
  // res.send answers 304 when If-None-Match matches (for a 200), and sends no body to HEAD.
  res.status(status).send(body.bytes);
}

/**
 * The cached pages and the build's files: hashed assets cached for a year,
 * pages and everything else revalidated (ETag, 304), each in brotli or gzip
 * when the browser takes it; the 404 page for addresses `outsideRoutes`. Anything else goes on to React
 * Router. `pages` gives the page cache of the moment: a publish swaps in a
 * new one whole.
 */
export function staticFiles({
  clientDir,
  pages,
  https,
  outsideRoutes,
}: {
  clientDir: string;
  pages: () => PageCache;
  https: boolean;
  outsideRoutes: (pathname: string) => boolean;
}): RequestHandler {
  const files = indexFiles(clientDir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const cache = pages();
    const page = cache.get(req.path);
    if (page) return sendCachedPage(req, res, page, https);
    const found = files.get(req.path);
    if (!found) {
      // React Router answers data requests itself, in its own format.
      const notFound = !req.path.endsWith(".data") && outsideRoutes(req.path) ? cache.get(NOT_FOUND_ADDRESS) : undefined;
      return notFound ? sendCachedPage(req, res, notFound, https, 404) : next();
    }
    const offered = ENCODINGS.map((variant) => variant.encoding).filter((encoding) => found.variants[encoding]);
    const encoding = chooseEncoding(req, offered);
    const compressed = encoding && found.variants[encoding];
    setHeaders(res, { contentType: found.contentType, cacheControl: found.cacheControl, encoding, varies: offered.length > 0 });
    // The ETag is the one validator needed: no Last-Modified, no ranges.
    res.sendFile(compressed ?? found.file, { cacheControl: false, lastModified: false, acceptRanges: false, dotfiles: "allow" }, (error) => {
      if (!error || res.headersSent) return;
      // The file went away after start (a build under a running server): React
      // Router answers instead, with none of the headers meant for the file.
      for (const name of ["Content-Type", "Content-Encoding", "Cache-Control"]) res.removeHeader(name);
      next();
    });
  };
}
