// A voucher's code as people read, write and type it: "BON-7K4M-Q2XZ", made
// of letters and digits no one confuses (no 0/O, 1/I/L), so a code read off a
// printed voucher is typed right. Made on the server (voucher-code.server.ts).

/** 31 signs: eight of them give 31⁸ ≈ 8.5 × 10¹¹ codes, too many to guess under the booking form's limit. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_GROUPS = 2;
export const CODE_GROUP_LENGTH = 4;
const PREFIX = "BON";

/** "BON-7K4M-Q2XZ" from its eight signs. */
export function formatVoucherCode(signs: string): string {
  const groups = Array.from({ length: CODE_GROUPS }, (_, index) => signs.slice(index * CODE_GROUP_LENGTH, (index + 1) * CODE_GROUP_LENGTH));
  return [PREFIX, ...groups].join("-");
}

/**
 * The code as typed, in its one written form, or null when it cannot be one:
 * small letters, spaces and dashes anywhere, with or without "BON", and the
 * look-alikes read as the signs they can only be (O as 0 is not a sign, so 0
 * and O, 1, I and L are refused rather than guessed).
 */
export function normalizeVoucherCode(typed: string): string | null {
  const signs = typed
    .toUpperCase()
    .replace(/[\s\-–—]+/gu, "")
    .replace(new RegExp(`^${PREFIX}`), "");
  if (signs.length !== CODE_GROUPS * CODE_GROUP_LENGTH) return null;
  if (![...signs].every((sign) => CODE_ALPHABET.includes(sign))) return null;
  return formatVoucherCode(signs);
}
