import type { MetaDescriptor } from "react-router";

/** Every inbox page: its title, and never in a search engine. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} — panel trenera` }, { name: "robots", content: "noindex" }];
}
