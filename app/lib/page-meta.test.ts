import { describe, expect, it } from "vitest";
import { canonicalUrl, pageMeta } from "./page-meta";

describe("pageMeta", () => {
  const base = {
    siteUrl: "https://trener.example.com",
    siteName: "Trener",
    title: "Oferta",
    description: "Opis",
    image: "/og/oferta.jpg",
  };

  it("makes canonical addresses without a trailing slash, except the home page", () => {
    expect(canonicalUrl("https://trener.example.com", "/oferta/")).toBe("https://trener.example.com/oferta");
    expect(canonicalUrl("https://trener.example.com", "/")).toBe("https://trener.example.com/");
  });

  it("gives the canonical link, Open Graph and Twitter tags with absolute addresses", () => {
    const meta = pageMeta({ ...base, path: "/oferta" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://trener.example.com/oferta" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://trener.example.com/og/oferta.jpg" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("marks a page noindex when asked", () => {
    expect(pageMeta({ ...base, path: "/dziekujemy", noindex: true })).toContainEqual({ name: "robots", content: "noindex" });
  });
});
