import type { MetaDescriptor } from "react-router";
import { pageMeta, type PageMetaInput } from "./page-meta";

/**
 * A page's `meta`: the head built from the facts its loader wrote
 * (app/lib/seo.server.ts); none when the loader failed. The loader sends the
 * facts, not the fifteen tags: they travel again in the page's hydration
 * data, where the tags' repeated addresses and names were about 1 KB.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { meta: PageMetaInput } }): MetaDescriptor[] {
  return loaderData?.meta ? pageMeta(loaderData.meta) : [];
}
