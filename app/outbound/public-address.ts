// Which addresses the server may connect to on someone's behalf: the public
// internet only. ipaddr.js knows the special ranges; anything it does not
// call plain unicast is refused, and so is IPv6 outside the global unicast
// block (2000::/3), which leaves out the deprecated IPv4-compatible form
// (::127.0.0.1) that ipaddr.js does not name.
import ipaddr from "ipaddr.js";

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether `address` (an IP literal in any notation Node's resolver returns,
 * IPv4-mapped IPv6 included) is a public unicast address. Anything that is
 * not an IP address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (!ipaddr.isValid(bare)) return false;
  // ::ffff:127.0.0.1 is judged as the IPv4 address it carries.
  const parsed = ipaddr.process(bare);
  if (parsed.range() !== "unicast") return false;
  return parsed.kind() === "ipv4" || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}
