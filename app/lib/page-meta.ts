import type { MetaDescriptor } from "react-router";

export type PageMetaInput = {
  siteUrl: string;
  siteName: string;
  path: string;
  title: string;
  description: string;
  /** Open Graph image path on this site (1200×630). */
  image: string;
  noindex?: boolean;
};

/** The canonical address: the path on SITE_URL, never with a trailing slash. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path.replace(/\/+$/, "")}`;
}

/** Title, description, canonical link, Open Graph and Twitter card of one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = canonicalUrl(input.siteUrl, input.path);
  const image = `${input.siteUrl}${input.image}`;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pl_PL" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    // X reads the title, description and image from og: when its own tags are absent: only the card's kind is its own.
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
