import ipaddr from "ipaddr.js";

/**
 * What rate limits count a client by: an IPv4 address, or the /64 network of
 * an IPv6 one (one subscriber's whole allocation: counting each of its 2^64
 * addresses apart would be no limit at all). IPv4 written as IPv6
 * (::ffff:203.0.113.7) is IPv4.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
