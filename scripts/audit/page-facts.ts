// A page's first-load bytes: what its server sends (the HTML's compressed
// body and headers, the inline style as it travels inside it), the scripts
// and stylesheets its HTML names, and what each Lighthouse run fetched.
import http from "node:http";
import { brotliCompressSync } from "node:zlib";
import type { Result } from "lighthouse";
import { tableItems, type NetworkRequest } from "./lighthouse-run.ts";

/** The gallery's lightbox: its code may load on /galeria only. */
const LIGHTBOX = /photo-lightbox|yet-another-react-lightbox/;

export type PageFacts = { htmlBytes: number; headerBytes: number; inlineCssBytes: number; scripts: Set<string>; stylesheets: Set<string> };
export type FirstLoad = { stylesheets: number; js: number; fonts: number; images: number; lightbox: boolean };

/** The compressed body and the headers of a page, byte for byte as sent. */
function rawResponse(url: string): Promise<{ body: number; headers: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (response) => {
      let body = 0;
      response.on("data", (chunk: Buffer) => (body += chunk.length));
      response.on("end", () => {
        const headers = response.rawHeaders.reduce((total, part) => total + part.length + 2, 0) + (response.statusMessage?.length ?? 0) + 15;
        resolve({ body, headers });
      });
    });
    request.on("error", reject);
  });
}

/**
 * The routes lazy route discovery puts in the page's start-up script: the
 * page's own and those its links may lead to (the home page's, from every
 * page's logo). The page's own scripts are named again by its module
 * preloads and imports; the others' are what prefetching fetches later, not
 * what the page needs to hydrate (counted as the page's, `/rezerwacja` "grew"
 * by the home page's four chunks when the manifest went inline).
 */
const INLINE_ROUTE_MANIFEST = /window\.__reactRouterManifest = \{[\s\S]*?\};/;

/**
 * The page's compressed size, its inline style compressed as it travels
 * inside the HTML, the scripts its HTML names to hydrate and the stylesheets
 * it names (the whole stylesheet, fetched after the first paint, decision 035).
 */
export async function pageFacts(url: string): Promise<PageFacts> {
  const html = await (await fetch(url)).text();
  const raw = await rawResponse(url);
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join("");
  return {
    htmlBytes: raw.body,
    headerBytes: raw.headers,
    inlineCssBytes: css ? brotliCompressSync(Buffer.from(css)).length : 0,
    scripts: new Set(html.replace(INLINE_ROUTE_MANIFEST, "").match(/\/assets\/[\w.-]+\.js/g) ?? []),
    stylesheets: new Set(html.match(/\/assets\/[\w.-]+\.css/g) ?? []),
  };
}

/** What one Lighthouse run fetched for the page itself, by kind, and whether the lightbox came along. */
export function firstLoad(lhr: Result, { scripts: pageScripts, stylesheets: pageStylesheets }: Pick<PageFacts, "scripts" | "stylesheets">): FirstLoad {
  // Without the metrics' timings (a failed trace), every request counts.
  const loadedAt = tableItems<{ observedLoad?: number }>(lhr, "metrics")[0]?.observedLoad ?? Infinity;
  const requests = tableItems<NetworkRequest>(lhr, "network-requests");
  const early = requests.filter((request) => request.networkRequestTime <= loadedAt);
  const sum = (type: string) => early.filter((request) => request.resourceType === type).reduce((total, request) => total + request.transferSize, 0);
  // Stylesheets fetched before the load event, and those the HTML names whenever they come.
  const stylesheets = requests.filter(
    (request) => request.resourceType === "Stylesheet" && (request.networkRequestTime <= loadedAt || pageStylesheets.has(new URL(request.url).pathname)),
  );
  const ownScripts = requests.filter((request) => request.resourceType === "Script" && pageScripts.has(new URL(request.url).pathname));
  return {
    stylesheets: stylesheets.reduce((total, request) => total + request.transferSize, 0),
    js: ownScripts.reduce((total, request) => total + request.transferSize, 0),
    fonts: requests.filter((request) => request.resourceType === "Font").length,
    images: sum("Image"),
    lightbox: requests.some((request) => LIGHTBOX.test(request.url)),
  };
}
