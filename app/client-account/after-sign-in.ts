// Where a sign-in link leads once used: /moje-treningi, or the page of
// /moje-treningi the client was on when asked to sign in (the questionnaire a
// confirmation links to). Only the pages named here, never an address a
// request brings: a link cannot be made to send anyone elsewhere.
import { href } from "react-router";

const PAGES = { ankieta: href("/moje-treningi/ankieta") } as const;

export type AfterSignIn = keyof typeof PAGES;

/** The query parameter, the hidden field and the mail's link carry it in. */
export const AFTER_SIGN_IN_PARAM = "dalej";

/** The page a value names, or null for anything else (absent, unknown, crafted). */
export function afterSignIn(value: string | null | undefined): AfterSignIn | null {
  return value && Object.hasOwn(PAGES, value) ? (value as AfterSignIn) : null;
}

/** The page to land on after signing in. */
export const landingAfterSignIn = (next: AfterSignIn | null) => (next ? PAGES[next] : href("/moje-treningi"));

/** "?dalej=ankieta", or "" for /moje-treningi itself. */
export const afterSignInQuery = (next: AfterSignIn | null) => (next ? `?${AFTER_SIGN_IN_PARAM}=${next}` : "");
