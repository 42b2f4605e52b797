/**
 * Normalises a phone number as people type it ("500 000 000", "0048500000000",
 * "+48 (50) 000-00-00") to "+48 500 000 000". Foreign numbers keep their own
 * prefix. Returns null when it is not a phone number.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  if (/^\d{9}$/.test(international)) return formatPolish(international);
  if (/^\+48\d{9}$/.test(international)) return formatPolish(international.slice(3));
  if (/^\+[1-9]\d{7,14}$/.test(international) && !international.startsWith("+48")) return international;
  return null;
}

function formatPolish(digits: string): string {
  return `+48 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
