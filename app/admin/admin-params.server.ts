import { data } from "react-router";
import { positiveInteger } from "~/lib/positive-integer";

export const ENQUIRY_GONE = "Nie ma takiego zapytania — mogło zostać usunięte.";

/** A route's numeric id, or a 404 with `message` for anything else. */
export function idParam(value: string | undefined, message: string): number {
  const id = positiveInteger(value);
  if (id === null) throw data(message, { status: 404 });
  return id;
}

/**
 * Where to go back to after an action: an inbox address only, never another
 * site, and as the URL parser writes it (percent-encoded), so that nothing in
 * it can make the Location header invalid.
 */
export function backTo(value: string | null | undefined, fallback = "/admin"): string {
  const base = "http://inbox.invalid";
  if (!value?.startsWith("/") || !URL.canParse(value, base)) return fallback;
  const url = new URL(value, base);
  return url.origin === base && /^\/admin(?:\/|$)/.test(url.pathname) ? `${url.pathname}${url.search}` : fallback;
}
