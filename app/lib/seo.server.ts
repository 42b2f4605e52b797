import type { PageMeta } from "~content/schema";
import { env } from "~/env.server";
import type { SiteContent } from "~/site-content/sections";
import type { PageMetaInput } from "./page-meta";

/**
 * The facts of the head of one of the site's pages, from its entry in
 * content/pages.ts: written by the page's loader, with the site's address
 * the server knows; the route's `meta` (metaFromLoader) makes the tags of
 * them. The loader passes the business from the content it renders (`contentFor`).
 */
export function sitePageMeta(
  business: Pick<SiteContent["business"], "name">,
  page: Pick<PageMeta, "title" | "description">,
  path: string,
  options: { noindex?: boolean; ogImage?: string } = {},
): PageMetaInput {
  return {
    siteUrl: env.SITE_URL,
    siteName: business.name,
    path,
    title: page.title,
    description: page.description,
    image: `/og/${options.ogImage ?? "default"}.jpg`,
    ...(options.noindex ? { noindex: true } : {}),
  };
}
