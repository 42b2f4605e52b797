const EMAIL = /([^\s<>"'@:;,/?&=]{1,64})@([^\s<>"'@,;/?&=]+\.[a-z]{2,})/gi;
// Nine or more digits, optionally grouped by spaces or dashes: a phone number,
// not a date (2026-11-22) or an enquiry number.
const PHONE = /(?<![\w-])\+?\d(?:[ -]?\d){8,14}(?![\w:-])/g;

/**
 * For logs: "jan.kowalski@example.com" → "j***@example.com" and
 * "+48 500 123 456" → "+48 5** *** *56": enough to tell lines apart, not to
 * identify anyone.
 */
export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, (_match, local: string, domain: string) => `${local[0]}***@${domain}`)
    .replace(PHONE, (phone) => {
      let digitsSeen = 0;
      const total = phone.replace(/\D/g, "").length;
      return phone.replace(/\d/g, (digit) => {
        digitsSeen += 1;
        return digitsSeen <= 3 || digitsSeen > total - 2 ? digit : "*";
      });
    });
}

/** The network of an address, never the visitor: 203.0.113.7 → 203.0.113.0, IPv6 cut to /48. */
export function maskAddress(address: string): string {
  const v4 = address.replace(/^::ffff:/, "").match(/^(\d+\.\d+\.\d+)\.\d+$/);
  if (v4) return `${v4[1]}.0`;
  if (address.includes(":")) return `${address.split(":").slice(0, 3).join(":")}::`;
  return "unknown";
}
