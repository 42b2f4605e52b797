import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~content/schema";
import { env } from "~/env.server";
import type { SiteContent } from "~/site-content/sections";
import { pageMeta } from "./page-meta";

/**
 * The head of one of the site's pages, from its entry in content/pages.ts.
 * Written by the page's loader (the route's `meta` is metaFromLoader), so
 * the browser gets it ready-made and never the code that builds it; the
 * loader passes the business from the content it renders (`contentFor`).
 */
export function sitePageMeta(
  business: Pick<SiteContent["business"], "name">,
  page: Pick<PageMeta, "title" | "description">,
  path: string,
  options: { noindex?: boolean; ogImage?: string } = {},
): MetaDescriptor[] {
  return pageMeta({
    siteUrl: env.SITE_URL,
    siteName: business.name,
    path,
    title: page.title,
    description: page.description,
    image: `/og/${options.ogImage ?? "default"}.jpg`,
    noindex: options.noindex,
  });
}
