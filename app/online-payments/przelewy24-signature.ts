// Przelewy24's signature: SHA-384 of the JSON of named fields in the
// documented order, the CRC key last (PHP's json_encode without escaped
// slashes or Unicode, which JSON.stringify matches).
import { createHash, timingSafeEqual } from "node:crypto";

/** The documented order of each signed message's fields, without the CRC key (always last). */
export const SIGNED_FIELDS = {
  register: ["sessionId", "merchantId", "amount", "currency"],
  notification: ["merchantId", "posId", "sessionId", "amount", "originAmount", "currency", "orderId", "methodId", "statement"],
  verify: ["sessionId", "orderId", "amount", "currency"],
  refundNotification: ["orderId", "sessionId", "refundsUuid", "merchantId", "amount", "currency", "status"],
} as const;

export type SignedMessage = keyof typeof SIGNED_FIELDS;

/** The sign of `message` over `values` (each field of its order must be present) with the CRC key. */
export function przelewy24Sign(message: SignedMessage, values: Readonly<Record<string, unknown>>, crc: string): string {
  const ordered: Record<string, unknown> = {};
  for (const field of SIGNED_FIELDS[message]) {
    if (values[field] === undefined) throw new Error(`Przelewy24 sign: ${field} missing`);
    ordered[field] = values[field];
  }
  ordered.crc = crc;
  return createHash("sha384").update(JSON.stringify(ordered)).digest("hex");
}

/** Whether `sign` is the message's sign, compared in constant time. */
export function isPrzelewy24Sign(message: SignedMessage, values: Readonly<Record<string, unknown>>, crc: string, sign: string): boolean {
  const expected = Buffer.from(przelewy24Sign(message, values, crc));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
