// The public pages that are the same for every visitor, rendered by the
// running server rather than at build (so SITE_URL and RETENTION_MONTHS are
// the server's own) and kept in memory ready to send: each page's HTML and
// data payload, their brotli and gzip copies, an ETag per copy, and the
// hashes of the page's inline code for its Content-Security-Policy.
import { createHash } from "node:crypto";
import { publicPages } from "~/lib/public-pages";
import { compressedVariants, type Effort, type Encoding } from "./compressed-variants";
import { inlineSources, type InlineSources } from "./security-headers";

export type CachedBody = { bytes: Buffer; etag: string };

export type CachedPage = {
  /** As Express's res.type() takes it. */
  contentType: ".html" | "text/x-script" | ".jpg";
  identity: CachedBody;
  variants: Partial<Record<Encoding, CachedBody>>;
  /** Documents only: the inline code the page may run. */
  inline?: InlineSources;
};

/** React Router's request handler, called in-process. */
export type RenderRequest = (request: Request) => Promise<Response>;

/** The page or data payload at each cached address. */
export type PageCache = ReadonlyMap<string, CachedPage>;

/** The paths rendered once and cached: the public pages that do not differ per request. */
export const CACHED_PATHS = publicPages.filter((page) => page.cached === "whole").map((page) => page.path);

/** Where the page cache keeps the "no such page" page, sent with a 404 for any address outside the routes. */
export const NOT_FOUND_ADDRESS = "404";

/** Where React Router's client asks for a page's data (trailing-slash aware since React Router 8). */
export function dataAddress(pagePath: string): string {
  return pagePath.endsWith("/") ? `${pagePath}_.data` : `${pagePath}.data`;
}

function etagOf(bytes: Buffer): string {
  // 96 bits tell a page's versions apart; each character more is a byte of every answer's first round trip.
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 16)}"`;
}

async function cachedPage(bytes: Buffer, contentType: CachedPage["contentType"], inline: InlineSources | undefined, effort: Effort): Promise<CachedPage> {
  const variants: CachedPage["variants"] = {};
  for (const [encoding, compressed] of Object.entries(await compressedVariants(bytes, effort)) as [Encoding, Buffer][]) {
    variants[encoding] = { bytes: compressed, etag: etagOf(compressed) };
  }
  return { contentType, identity: { bytes, etag: etagOf(bytes) }, variants, inline };
}

async function renderOk(render: RenderRequest, url: URL, { status = 200 } = {}): Promise<Buffer> {
  const response = await render(new Request(url));
  const body = Buffer.from(await response.arrayBuffer());
  // A page that fails to render must not be cached as if it were the page.
  if (response.status !== status) throw new Error(`Rendering ${url.pathname} for the page cache answered ${response.status}`);
  return body;
}

/**
 * Renders the cached pages; resolves once every one of them is ready to send,
 * compressed as hard as `effort` says.
 * `pictures` (the pages' Open Graph pictures, by address) are kept beside
 * them, as they are: JPEG gains nothing from compression.
 */
export async function renderPageCache({
  render,
  siteUrl,
  pictures = new Map(),
  effort = "best",
}: {
  render: RenderRequest;
  siteUrl: string;
  pictures?: ReadonlyMap<string, Buffer>;
  /** "fast" for pages that go live at once and are compressed harder afterwards (compressedHarder). */
  effort?: Effort;
}): Promise<PageCache> {
  const compressing: Promise<[string, CachedPage]>[] = [];
  for (const pagePath of CACHED_PATHS) {
    const data = await renderOk(render, new URL(dataAddress(pagePath), siteUrl));
    const html = await renderOk(render, new URL(pagePath, siteUrl));
    // Compression runs in libuv's threads, alongside the next page's rendering.
    compressing.push(cachedPage(data, "text/x-script", undefined, effort).then((page) => [dataAddress(pagePath), page]));
    compressing.push(cachedPage(html, ".html", inlineSources(html.toString("utf8")), effort).then((page) => [pagePath, page]));
  }
  // Any address outside the routes renders the same page: React Router's 404.
  const notFound = await renderOk(render, new URL("/__nie-ma-takiej-strony__", siteUrl), { status: 404 });
  compressing.push(cachedPage(notFound, ".html", inlineSources(notFound.toString("utf8")), effort).then((page) => [NOT_FOUND_ADDRESS, page]));
  const cached = new Map(await Promise.all(compressing));
  for (const [address, bytes] of pictures) cached.set(address, { contentType: ".jpg", identity: { bytes, etag: etagOf(bytes) }, variants: {} });
  return cached;
}

/**
 * The same pages, their texts compressed as hard as brotli goes: one page at
 * a time, in the background once they are live, so that requests meanwhile
 * (a sign-in's scrypt, a file read) find libuv's threads free.
 */
export async function compressedHarder(pages: PageCache): Promise<PageCache> {
  const harder = new Map(pages);
  for (const [address, page] of pages) {
    if (page.contentType === ".jpg") continue;
    harder.set(address, await cachedPage(page.identity.bytes, page.contentType, page.inline, "best"));
  }
  return harder;
}
