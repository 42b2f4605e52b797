import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler } from "express";
import Negotiator from "negotiator";
import type { CspHashes } from "../scripts/csp-hashes";
import { ENCODINGS } from "../scripts/precompress";
import { contentSecurityPolicy, DOCUMENT_ONLY_HEADERS } from "./security-headers";

type Encoding = (typeof ENCODINGS)[number]["encoding"];

type StaticFile = {
  file: string;
  /** Pre-compressed copies written at build, by encoding. */
  variants: Partial<Record<Encoding, string>>;
  contentType: string;
  cacheControl: string;
  /** Pre-rendered pages only: a policy listing the hashes of their inline code. */
  csp?: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Kept, but asked about again each time: a new deploy shows at once, an unchanged file costs a 304. */
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
function indexFiles(clientDir: string, cspHashes: CspHashes, https: boolean): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const relativePaths = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const present = new Set(relativePaths);

  for (const relative of relativePaths) {
    if (VARIANT_EXTENSIONS.has(path.extname(relative))) continue;
    let address = `/${relative}`;
    let csp: string | undefined;
    if (relative.endsWith(".html")) {
      // A pre-rendered page answers at its own address only: /oferta, never /oferta/index.html.
      if (path.basename(relative) !== "index.html") continue;
      address = `/${path.dirname(relative)}`.replace(/^\/\.$/, "/");
      const inline = cspHashes[address];
      if (!inline) throw new Error(`No CSP hashes for the pre-rendered page ${address}: rebuild with npm run build`);
      csp = contentSecurityPolicy(inline, https);
    }
    const variants: StaticFile["variants"] = {};
    for (const { encoding, extension } of ENCODINGS) {
      if (present.has(relative + extension)) variants[encoding] = path.join(clientDir, relative + extension);
    }
    files.set(address, {
      file: path.join(clientDir, relative),
      variants,
      contentType: contentTypeOf(relative),
      cacheControl: relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE,
      csp,
    });
  }
  return files;
}

/**
 * The build's files: hashed assets cached for a year, pre-rendered pages and
 * everything else revalidated (ETag, 304), each in brotli or gzip when the
 * browser takes it. Anything else goes on to React Router.
 */
export function staticFiles({ clientDir, cspHashesFile, https }: { clientDir: string; cspHashesFile: string; https: boolean }): RequestHandler {
  const cspHashes = JSON.parse(readFileSync(cspHashesFile, "utf8")) as CspHashes;
  const files = indexFiles(clientDir, cspHashes, https);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = files.get(req.path);
    if (!found) return next();
    const offered = ENCODINGS.map((variant) => variant.encoding).filter((encoding) => found.variants[encoding]);
    const encoding = chooseEncoding(req, offered);
    const compressed = encoding && found.variants[encoding];

    res.type(found.contentType);
    res.setHeader("Cache-Control", found.cacheControl);
    if (offered.length > 0) res.vary("Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    if (found.csp) res.setHeader("Content-Security-Policy", found.csp);
    // Scripts, fonts and images need only nosniff and CORP: on a slow phone
    // the document's policies would cost a kilobyte per file.
    else for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    // The ETag is the one validator needed: no Last-Modified, no ranges.
    res.sendFile(compressed ?? found.file, { cacheControl: false, lastModified: false, acceptRanges: false, dotfiles: "allow" }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
