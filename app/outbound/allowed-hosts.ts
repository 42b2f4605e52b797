// OUTBOUND_ALLOWED_HOSTS: hosts the outbound guard lets through although
// they are not on the public internet (a calendar server on the trainer's
// own network; the tests' servers on 127.0.0.1).

/** A host as the address names it (lower case, IPv6 without brackets), and a port, or any port. */
export type AllowedHost = { host: string; port: number | null };

const HOST_AND_PORT = /^(?:\[([0-9a-f:.]+)\]|([^\s:/?#[\]@]+))(?::(\d{1,5}))?$/i;

/**
 * Reads `host` or `host:port` items separated by commas (`[::1]:8080` for
 * IPv6). Throws naming the items it cannot read.
 */
export function parseAllowedHosts(value: string | undefined): AllowedHost[] {
  const items = (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong: string[] = [];
  const hosts = items.flatMap((item): AllowedHost[] => {
    const match = HOST_AND_PORT.exec(item);
    const port = match?.[3] === undefined ? null : Number(match[3]);
    if (!match || (port !== null && (port < 1 || port > 65535))) {
      wrong.push(item);
      return [];
    }
    return [{ host: (match[1] ?? match[2] ?? "").toLowerCase(), port }];
  });
  if (wrong.length > 0) throw new Error(`expected host or host:port items separated by commas; not understood: ${wrong.join(", ")}`);
  return hosts;
}

/** Whether `url`'s host (and port, when the item names one) is allowed. */
export function isAllowedHost(url: URL, allowed: readonly AllowedHost[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return allowed.some((item) => item.host === host && (item.port === null || item.port === port));
}
