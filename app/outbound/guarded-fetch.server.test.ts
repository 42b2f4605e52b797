// The outbound guard against every spelling of a non-public address: each
// row must be refused before anything reaches the server listening on
// 127.0.0.1 (which any of the loopback spellings would otherwise reach).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllowedHosts } from "./allowed-hosts";
import { guardedFetch, OutboundRefused, type RefusalReason } from "./guarded-fetch.server";

type Listener = { server: Server; port: number; hits: string[]; answer: (path: string) => { status: number; location?: string } };

async function listen(answer: Listener["answer"]): Promise<Listener> {
  const listener = { hits: [] as string[], answer } as Listener;
  listener.server = createServer((req, res) => {
    listener.hits.push(req.url ?? "");
    const { status, location } = listener.answer(req.url ?? "/");
    res.writeHead(status, location ? { Location: location } : {}).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
  await new Promise<void>((resolve) => listener.server.listen(0, "127.0.0.1", resolve));
  listener.port = (listener.server.address() as AddressInfo).port;
  return listener;
}

let target: Listener;
/** Allowed in the tests that need a server to answer; redirects wherever its path says. */
let allowed: Listener;

beforeAll(async () => {
  target = await listen(() => ({ status: 200 }));
  allowed = await listen((path) => {
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) return Number(hops[1]) === 0 ? { status: 200 } : { status: 302, location: `/hops/${Number(hops[1]) - 1}` };
    const to = new URL(path, "http://x").searchParams.get("to");
    return to ? { status: 307, location: to } : { status: 200 };
  });
});
afterAll(async () => {
  await new Promise((resolve) => target.server.close(resolve));
  await new Promise((resolve) => allowed.server.close(resolve));
});

async function refusal(address: string, allowedHosts = parseAllowedHosts(`127.0.0.1:${allowed.port}`)): Promise<RefusalReason | "sent"> {
  try {
    const response = await guardedFetch(new URL(address), { allowedHosts, signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return "sent";
  } catch (error) {
    if (error instanceof OutboundRefused) return error.reason;
    throw error;
  }
}

describe("guardedFetch refuses non-public addresses in every spelling", () => {
  const loopback = [
    "127.0.0.1",
    "127.1",
    "127.0.1",
    "2130706433",
    "0x7f000001",
    "0x7f.0.0.1",
    "0177.0.0.1",
    "0177.0000.0000.0001",
    "017700000001",
    "127.255.255.254",
    "[::1]",
    "[0:0:0:0:0:0:0:1]",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "[::127.0.0.1]",
    "[0:0:0:0:0:ffff:127.0.0.1]",
    "localhost",
    "LOCALHOST",
  ];
  it.each(loopback)("loopback %s: refused, nothing reaches the server", async (host) => {
    const before = target.hits.length;
    expect(await refusal(`http://${host}:${target.port}/calendar.ics`)).toBe("address");
    expect(target.hits.length).toBe(before);
  });

  const special = [
    ["unspecified", "0.0.0.0"],
    ["unspecified, short", "0"],
    ["unspecified IPv6", "[::]"],
    ["private 10/8", "10.0.0.1"],
    ["private 10/8, decimal", "167772161"],
    ["private 172.16/12", "172.16.5.4"],
    ["private 172.16/12, hex", "0xac100504"],
    ["private 192.168/16", "192.168.1.1"],
    ["private, IPv4-mapped", "[::ffff:192.168.1.1]"],
    ["link-local (cloud metadata)", "169.254.169.254"],
    ["link-local, octal", "0251.0376.0251.0376"],
    ["link-local IPv6", "[fe80::1]"],
    ["shared (carrier-grade NAT)", "100.64.0.1"],
    ["multicast", "224.0.0.1"],
    ["multicast IPv6", "[ff02::1]"],
    ["broadcast", "255.255.255.255"],
    ["reserved 240/4", "240.0.0.1"],
    ["benchmarking 198.18/15", "198.18.0.1"],
    ["documentation 192.0.2/24", "192.0.2.1"],
    ["IETF protocol 192.0.0/24", "192.0.0.8"],
    ["unique local IPv6", "[fd00::1]"],
    ["unique local IPv6 fc00::/7", "[fc00::1]"],
    ["site-local IPv6 (deprecated)", "[fec0::1]"],
    ["NAT64 of loopback", "[64:ff9b::7f00:1]"],
    ["6to4 of loopback", "[2002:7f00:1::]"],
    ["Teredo", "[2001::1]"],
    ["documentation IPv6", "[2001:db8::1]"],
  ];
  it.each(special)("%s (%s): refused", async (_kind, host) => {
    expect(await refusal(`http://${host}/calendar.ics`)).toBe("address");
  });

  it("refuses every scheme but http and https", async () => {
    for (const address of ["file:///etc/passwd", "ftp://example.com/a.ics", "gopher://example.com/", "data:text/calendar,BEGIN"]) {
      expect(await refusal(address)).toBe("protocol");
    }
  });
});

describe("OUTBOUND_ALLOWED_HOSTS", () => {
  it("lets a listed host:port through, and no other port of it", async () => {
    expect(await refusal(`http://127.0.0.1:${allowed.port}/`)).toBe("sent");
    expect(await refusal(`http://127.0.0.1:${target.port}/`)).toBe("address");
  });

  it("lets a host listed without a port through on any port", async () => {
    expect(await refusal(`http://127.0.0.1:${target.port}/`, parseAllowedHosts("127.0.0.1"))).toBe("sent");
  });

  it("reads host, host:port and [IPv6]:port items, and refuses what it cannot read", () => {
    expect(parseAllowedHosts(" calendar.local , 127.0.0.1:8080,[::1]:8443 ")).toEqual([
      { host: "calendar.local", port: null },
      { host: "127.0.0.1", port: 8080 },
      { host: "::1", port: 8443 },
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(() => parseAllowedHosts("http://x.pl, a:99999")).toThrow(/http:\/\/x\.pl, a:99999/);
  });
});

describe("redirects", () => {
  it("checks every hop: an allowed host redirecting to a forbidden one is refused before the second request", async () => {
    const before = target.hits.length;
    for (const to of [
      `http://127.0.0.1:${target.port}/`,
      `http://localhost:${target.port}/`,
      "http://169.254.169.254/latest/meta-data/",
      "file:///etc/passwd",
    ]) {
      const reason = await refusal(`http://127.0.0.1:${allowed.port}/?to=${encodeURIComponent(to)}`);
      expect(reason, to).toBe(to.startsWith("file:") ? "protocol" : "address");
    }
    expect(target.hits.length).toBe(before);
  });

  it("follows at most 3 redirects", async () => {
    expect(await refusal(`http://127.0.0.1:${allowed.port}/hops/3`)).toBe("sent");
    expect(await refusal(`http://127.0.0.1:${allowed.port}/hops/4`)).toBe("redirects");
  });
});
