// Fetching the trainer's private calendar from its secret address: through
// the outbound guard (public addresses only, unless OUTBOUND_ALLOWED_HOSTS
// names the host), bounded in time and size, conditional on the copy
// already held. Runs in the private calendar's worker (decision 024). The
// address is a secret: no message here names it (they end up in the panel
// and the log).
import type { AllowedHost } from "~/outbound";
import { guardedFetch } from "~/outbound/index.server";
import { calendarStatusAnswer, calendarTooLarge, FETCH_FAILED } from "~/private-calendar/private-calendar.messages";

/** The whole fetch, body included, ends within this: a server sending a byte a second is cut off with it. */
export const FETCH_TIMEOUT_MS = 10_000;
/** A bigger answer is cut off while it streams in and refused: a trainer's calendar is a few hundred kB. */
export const MAX_CALENDAR_BYTES = 2 * 1024 * 1024;

export type CalendarFetch =
  | { kind: "fetched"; text: string; etag: string | null; lastModified: string | null }
  /** 304: the copy already held is still the calendar. */
  | { kind: "unchanged" }
  | { kind: "failed"; message: string };

export type FetchOptions = { allowedHosts: readonly AllowedHost[]; timeoutMs?: number; maxBytes?: number };

/**
 * Where a pasted address is fetched from: http(s) as given, webcal:// (what
 * Apple's Calendar shares) as https://; null for anything else, and for this
 * site's own address (its feed of bookings is not the trainer's calendar).
 */
export function calendarAddress(pasted: string, siteUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(pasted.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.host === new URL(siteUrl).host) return null;
  return url;
}

/** The body, read until it ends or grows past `maxBytes` (then null, the rest never read). */
async function boundedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel();
    return declared > maxBytes ? null : "";
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(chunk.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Fetches the calendar at `url`, asking only for a newer copy than the one
 * described by `etag`/`lastModified`. Never throws: a failure is a Polish
 * message that does not contain the address.
 */
export async function fetchCalendarFile(
  url: URL,
  held: { etag: string | null; lastModified: string | null },
  { allowedHosts, timeoutMs = FETCH_TIMEOUT_MS, maxBytes = MAX_CALENDAR_BYTES }: FetchOptions,
): Promise<CalendarFetch> {
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { Accept: "text/calendar, */*;q=0.5" };
  if (held.etag) headers["If-None-Match"] = held.etag;
  if (held.lastModified) headers["If-Modified-Since"] = held.lastModified;
  try {
    const response = await guardedFetch(url, { allowedHosts, headers, signal });
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: "unchanged" };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: "failed", message: calendarStatusAnswer(response.status) };
    }
    const text = await boundedText(response, maxBytes);
    if (text === null) return { kind: "failed", message: calendarTooLarge(Math.round(maxBytes / 1024 / 1024)) };
    return { kind: "fetched", text, etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
  } catch {
    return { kind: "failed", message: FETCH_FAILED };
  }
}
