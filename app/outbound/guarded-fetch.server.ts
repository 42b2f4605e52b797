// The one way the server fetches an address someone else gave it (the
// trainer's private calendar; later push endpoints): only http(s), only to
// public addresses, checked when the connection is made (the address
// actually connected to, so a name that resolves to 127.0.0.1, or starts to,
// is refused), with each redirect checked the same way. Hosts in
// OUTBOUND_ALLOWED_HOSTS go through unchecked. docs/decisions/025.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { Agent, fetch } from "undici";
import { isAllowedHost, type AllowedHost } from "~/outbound/allowed-hosts";
import { isPublicAddress } from "~/outbound/public-address";

/** Why a request was not sent: facts for tests and logs; the trainer reads one sentence for all of them. */
export type RefusalReason = "protocol" | "address" | "redirects";

export class OutboundRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`outbound request refused: ${reason}`);
    this.name = "OutboundRefused";
  }
}

export type GuardedFetchOptions = {
  allowedHosts: readonly AllowedHost[];
  headers?: Record<string, string>;
  /** GET unless told (a push message is POSTed). */
  method?: "GET" | "POST";
  body?: Uint8Array;
  signal?: AbortSignal;
  /** Redirects followed at most (each one checked); one more is refused. */
  maxRedirects?: number;
};

export const MAX_REDIRECTS = 3;

/** Resolves as Node would, then refuses unless every address is public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new OutboundRefused("address"), "", 0);
    }
    if ((options as LookupOptions).all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

// One pool each: connections to checked hosts only ever come from the checked lookup.
const publicAgent = new Agent({ connect: { lookup: publicOnlyLookup } });
const allowedAgent = new Agent();

/** Whether `error` or one of its causes is the guard's refusal. */
function refusalIn(error: unknown): OutboundRefused | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    if (cause instanceof OutboundRefused) return cause;
  }
  return null;
}

/** The agent for `url`, or a refusal when the address is an IP literal that is not public (no lookup runs for those). */
function agentFor(url: URL, allowedHosts: readonly AllowedHost[]): Agent {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundRefused("protocol");
  if (isAllowedHost(url, allowedHosts)) return allowedAgent;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new OutboundRefused("address");
  return publicAgent;
}

/**
 * Requests `url` (GET by default) through the guard, following at most `maxRedirects` redirects.
 * Throws OutboundRefused for a refused protocol, address or redirect chain;
 * other failures (DNS, connection, timeout through `signal`) throw as fetch does.
 */
export async function guardedFetch(
  url: URL,
  { allowedHosts, headers, method, body, signal, maxRedirects = MAX_REDIRECTS }: GuardedFetchOptions,
): Promise<Response> {
  let target = url;
  for (let redirects = 0; ; redirects += 1) {
    const dispatcher = agentFor(target, allowedHosts);
    let response;
    try {
      response = await fetch(target, { method, body, headers, signal, redirect: "manual", dispatcher });
    } catch (error) {
      throw refusalIn(error) ?? error;
    }
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || response.status === 304 || location === null) {
      return response as unknown as Response;
    }
    await response.body?.cancel();
    if (redirects >= maxRedirects) throw new OutboundRefused("redirects");
    target = new URL(location, target);
  }
}
