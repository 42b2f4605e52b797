import { useMatches } from "react-router";

/** A route's `handle` may say that its document runs no scripts. */
export type StaticDocumentHandle = { staticDocument?: boolean };

/**
 * Whether the page is a document without scripts: the panel's offline page,
 * which the panel's worker shows in place of any page never opened (at that
 * page's address). Hydrated there, the router would match the address's
 * route, find none of its data, and replace "Bez połączenia" with an error.
 */
export function useStaticDocument(): boolean {
  return useMatches().some((match) => (match.handle as StaticDocumentHandle | undefined)?.staticDocument === true);
}
