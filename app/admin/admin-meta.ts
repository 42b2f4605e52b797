import type { MetaDescriptor } from "react-router";
import type { SiteChrome } from "~/site-content";
import { trainerGenderOf } from "./trainer-gender";
import { panelPageTitle } from "~/site-content";

/** A route's matches as its meta function gets them: the root's carries the trainer. */
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** Every inbox page: its title, in the panel named as the trainer's gender has it, and never in a search engine. */
export function adminMeta(title: string, matches: MetaMatches): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as SiteChrome | undefined;
  return [{ title: panelPageTitle(title, trainerGenderOf(root)) }, { name: "robots", content: "noindex" }];
}
