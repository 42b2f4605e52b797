// Which addresses a browser may give as its push subscription's endpoint:
// only `https:` on the hosts of the real push services (Google's FCM,
// Mozilla's, Apple's, Microsoft's WNS), on the default port. Anything else
// would make the server post, every time a message goes out, to an address
// a stranger chose. Hosts in OUTBOUND_ALLOWED_HOSTS are let through too (the
// tests' push services on 127.0.0.1, a push service on the trainer's own
// network), as the outbound guard lets them.
import { isAllowedHost, type AllowedHost } from "~/outbound";

/** The push services' hosts, exactly… */
export const PUSH_SERVICE_HOSTS: ReadonlySet<string> = new Set([
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "web.push.apple.com",
]);
/** …and the ones under these domains (WNS gives each region its own host). */
const PUSH_SERVICE_DOMAINS = [".notify.windows.com"];

export const MAX_ENDPOINT_LENGTH = 2000;

/** Whether `endpoint` may be stored and posted to. */
export function isPushEndpoint(endpoint: string, allowedHosts: readonly AllowedHost[]): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  if (isAllowedHost(url, allowedHosts)) return true;
  const host = url.hostname.toLowerCase();
  const known = PUSH_SERVICE_HOSTS.has(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
  return url.protocol === "https:" && url.port === "" && known;
}
