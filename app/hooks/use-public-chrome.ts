import { useMatches, useRouteError } from "react-router";

/** A route's `handle` may say that its pages bring their own frame, or want no contact bar over them. */
export type PublicChromeHandle = { publicChrome?: boolean; contactBar?: boolean };

/**
 * Whether the page gets the public site's header, footer and contact bar:
 * not an inbox page, which has its own header, but every error page the
 * root shows does, the inbox's included (with the inbox off, or before its
 * guard lets a request in, they must look like any unknown address). A
 * signed-in page's error stays in the panel's frame: the signed-in layout
 * has an error boundary of its own, whose errors never reach the root's.
 */
export function usePublicChrome(): boolean {
  const matches = useMatches();
  // null, not undefined, when there is none.
  const error = useRouteError();
  if (error !== undefined && error !== null) return true;
  return !matches.some((match) => (match.handle as PublicChromeHandle | undefined)?.publicChrome === false);
}

/**
 * Whether the phone's fixed "Zadzwoń / Napisz" bar shows: not where a route
 * says its page needs the bottom of the screen (the client's workout, whose
 * set buttons it covered: issue 78).
 */
export function useContactBar(): boolean {
  const matches = useMatches();
  return !matches.some((match) => (match.handle as PublicChromeHandle | undefined)?.contactBar === false);
}
