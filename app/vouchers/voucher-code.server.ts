// A new voucher code from the system's secure random numbers.
import { randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_GROUP_LENGTH, CODE_GROUPS, formatVoucherCode } from "./voucher-code";

export function newVoucherCode(): string {
  const signs = Array.from({ length: CODE_GROUPS * CODE_GROUP_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return formatVoucherCode(signs);
}
