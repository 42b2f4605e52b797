import type { MetaDescriptor } from "react-router";

/** A page's `meta`: the head its loader wrote (app/lib/seo.server.ts); none when the loader failed. */
export function metaFromLoader({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
