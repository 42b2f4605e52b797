import { data } from "react-router";

export const ENQUIRY_GONE = "Nie ma takiego zapytania — mogło zostać usunięte.";

/** The largest value of an INTEGER column on PostgreSQL (SQLite's are wider): no id or version is above it. */
const MAX_STORED_INTEGER = 2 ** 31 - 1;

/** A whole number from 1 as a form or an address writes it ("42"), small enough to look up; else null. */
export function positiveInteger(value: string | null | undefined): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value ?? "")) return null;
  const number = Number(value);
  return number <= MAX_STORED_INTEGER ? number : null;
}

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
