import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  CACHED_PATHS,
  compressedHarder,
  dataAddress,
  NOT_FOUND_ADDRESS,
  renderPageCache,
  type CachedPage,
  type PageCache,
  type RenderRequest,
} from "./page-cache";

const SITE_URL = "https://trener.example";

/** Stands in for React Router: a page big enough to compress, naming the address it was asked for. */
const render: RenderRequest = async (request) => {
  const { pathname } = new URL(request.url);
  const body = pathname.endsWith(".data")
    ? `[{"_1":2},"dane ${pathname}"]`.repeat(40)
    : `<!doctype html><style>body{color:#111}</style><p>${request.url}</p>${"<p>Trening personalny</p>".repeat(40)}<script>window.__ctx={}</script></body></html>`;
  return new Response(body, { status: pathname.startsWith("/__nie-ma") ? 404 : 200 });
};

const whole = (pages: PageCache, address: string) => pages.get(address) as CachedPage;

describe("renderPageCache", () => {
  it("keeps every cached page and its data payload, rendered at the server's own address", async () => {
    const pages = await renderPageCache({ render, siteUrl: SITE_URL });
    const expected = [...CACHED_PATHS.flatMap((path) => [path, dataAddress(path)]), NOT_FOUND_ADDRESS];
    expect([...pages.keys()].sort()).toEqual(expected.sort());
    expect(whole(pages, "/oferta").identity.bytes.toString()).toContain(`<p>${SITE_URL}/oferta</p>`);
    expect(pages.has("/_.data")).toBe(true);
    // The contact form carries tokens of its own in every response: rendered per request.
    expect(pages.has("/kontakt")).toBe(false);
    expect(pages.has("/kontakt.data")).toBe(false);
  });

  it("keeps the 404 page as React Router renders it for an unknown address", async () => {
    const pages = await renderPageCache({ render, siteUrl: SITE_URL });
    expect(whole(pages, NOT_FOUND_ADDRESS).identity.bytes.toString()).toContain("/__nie-ma-takiej-strony__");
  });

  it("gives documents the hashes of their inline code, data none, and every copy its own ETag", async () => {
    const pages = await renderPageCache({ render, siteUrl: SITE_URL });
    const page = whole(pages, "/oferta");
    expect(page.contentType).toBe(".html");
    expect(page.inline!.scripts).toHaveLength(1);
    expect(page.inline!.styles).toHaveLength(1);
    expect(whole(pages, "/oferta.data").inline).toBeUndefined();

    const { br, gzip } = page.variants;
    expect(br!.bytes.length).toBeLessThan(page.identity.bytes.length);
    expect(gzip!.bytes.length).toBeLessThan(page.identity.bytes.length);
    expect(new Set([page.identity.etag, br!.etag, gzip!.etag]).size).toBe(3);
    // The same bytes get the same ETag after a restart, so browsers keep their copies.
    expect(whole(await renderPageCache({ render, siteUrl: SITE_URL }), "/oferta").identity.etag).toBe(page.identity.etag);
  });

  it("refuses to start when a page does not render, rather than cache an error as the page", async () => {
    const failing: RenderRequest = async (request) => (new URL(request.url).pathname === "/galeria" ? new Response("błąd", { status: 500 }) : render(request));
    await expect(renderPageCache({ render: failing, siteUrl: SITE_URL })).rejects.toThrow(/galeria.*500/);
  });
});

describe("compressedHarder", () => {
  /** A page of varied words, as a real one is: the qualities differ on it. */
  const varied: RenderRequest = async (request) => {
    const words = Array.from({ length: 3000 }, (_, index) => `słowo${(index * 7919) % 1009}`).join(" ");
    return new Response(`<!doctype html><p>${request.url}</p><p>${words}</p>`, { status: new URL(request.url).pathname.startsWith("/__nie-ma") ? 404 : 200 });
  };

  it("gives every text smaller copies of the same bytes, keeps its ETag and inline code, and leaves the pictures as they are", async () => {
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const fast = await renderPageCache({ render: varied, siteUrl: SITE_URL, pictures: new Map([["/og/oferta.jpg", picture]]), effort: "fast" });
    const harder = await compressedHarder(fast);
    expect([...harder.keys()]).toEqual([...fast.keys()]);
    expect(harder.get("/og/oferta.jpg")).toBe(fast.get("/og/oferta.jpg"));
    let saved = 0;
    for (const [address, page] of fast) {
      if (page.contentType === ".jpg") continue;
      const hard = whole(harder, address);
      expect(hard.identity).toEqual(page.identity);
      expect(hard.inline).toEqual(page.inline);
      expect(brotliDecompressSync(hard.variants.br!.bytes).equals(page.identity.bytes)).toBe(true);
      expect(gunzipSync(hard.variants.gzip!.bytes).equals(page.identity.bytes)).toBe(true);
      expect(hard.variants.br!.bytes.length).toBeLessThanOrEqual(page.variants.br!.bytes.length);
      saved += page.variants.br!.bytes.length - hard.variants.br!.bytes.length;
    }
    expect(saved).toBeGreaterThan(0);
  });
});
