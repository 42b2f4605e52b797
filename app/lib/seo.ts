import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "~content/schema";
import { pageMeta } from "./page-meta";

type MatchWithData = { id: string; loaderData?: unknown } | undefined;

type RootData = { siteUrl?: string; business?: { name: string } } | undefined;

function rootData(matches: readonly MatchWithData[]): RootData {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData;
}

/** SITE_URL as the root loader handed it to the page. */
export function siteUrlFrom(matches: readonly MatchWithData[]): string {
  return rootData(matches)?.siteUrl ?? "";
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
    siteName: rootData(matches)?.business?.name ?? "",
    path,
    title: page.title,
    description: page.description,
    image: `/og/${options.ogImage ?? "default"}.jpg`,
    noindex: options.noindex,
  });
}
