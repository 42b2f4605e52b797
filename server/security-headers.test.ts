import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineSources } from "./security-headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineSources", () => {
  it("hashes each inline script and style exactly as written, and no external script or JSON-LD", () => {
    const html = [
      '<style id="site-css">body{color:#111}</style>',
      '<script>window.__ctx = {"ą":1};</script>',
      '<script type="module" async="">import("/assets/entry.js");</script>',
      '<script type="module" src="/assets/other.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script>window.__ctx = {"ą":1};</script>',
    ].join("\n");
    expect(inlineSources(html)).toEqual({
      scripts: [sha256('window.__ctx = {"ą":1};'), sha256('import("/assets/entry.js");')],
      styles: [sha256("body{color:#111}")],
    });
  });

  it("gives nothing to allow when a page has no inline code", () => {
    expect(inlineSources("<p>Brak skryptów</p>")).toEqual({ scripts: [], styles: [] });
  });
});

describe("contentSecurityPolicy", () => {
  const none = { scripts: [], styles: [] };
  it("sends forms only to the site, and to the payment provider's page when one is set up (an order's redirect leads there)", () => {
    expect(contentSecurityPolicy(none, true, null)).toContain("form-action 'self';");
    expect(contentSecurityPolicy(none, true, "https://secure.przelewy24.pl")).toContain("form-action 'self' https://secure.przelewy24.pl;");
  });
});
