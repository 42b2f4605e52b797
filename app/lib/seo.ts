import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~content/schema";
import business from "~content/business";
import { pageMeta } from "./page-meta";

type MatchWithData = { id: string; loaderData?: unknown } | undefined;

/** SITE_URL as the root loader handed it to the page. */
export function siteUrlFrom(matches: readonly MatchWithData[]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** The head of one of the site's pages, from its entry in content/pages.ts. */
export function sitePageMeta(
  matches: readonly MatchWithData[],
  page: Pick<PageMeta, "title" | "description">,
  path: string,
  options: { noindex?: boolean; ogImage?: string } = {},
): MetaDescriptor[] {
  return pageMeta({
    siteUrl: siteUrlFrom(matches),
    siteName: business.name,
    path,
    title: page.title,
    description: page.description,
    image: `/og/${options.ogImage ?? "default"}.jpg`,
    noindex: options.noindex,
  });
}
