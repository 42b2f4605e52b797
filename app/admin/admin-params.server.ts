import { data } from "react-router";
import { dateRefusal, readCalendarDate, readInstant } from "~/lib/calendar-date";
import { positiveInteger } from "~/lib/positive-integer";

/** A route's numeric id, or a 404 with `message` for anything else. */
export function idParam(value: string | undefined, message: string): number {
  const id = positiveInteger(value);
  if (id === null) throw data(message, { status: 404 });
  return id;
}

type Given = readonly (string | null | undefined)[];

/**
 * The dates a route reads from its address or its form, checked at the door:
 * a day (RRRR-MM-DD) or an instant (a free time's ISO value) given but not
 * one the site supports (calendar-date.ts) is a 400 in Polish, never a 500
 * deeper down. Empty values are left to the forms, which ask for what they need.
 */
export function requireSupportedDates(given: { days?: Given; instants?: Given }): void {
  const readings = [
    ...(given.days ?? []).map((value) => [value, value ? readCalendarDate(value) : null] as const),
    ...(given.instants ?? []).map((value) => [value, value ? readInstant(value) : null] as const),
  ];
  for (const [value, reading] of readings) if (reading && !reading.ok) throw data(dateRefusal(value!, reading.problem), { status: 400 });
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
