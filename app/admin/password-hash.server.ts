import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * A password hash as ADMIN_PASSWORD_HASH holds it:
 * `scrypt$N$r$p$salt$hash`, salt and hash in base64url. The parameters travel
 * in the string, so stronger ones later still verify the hashes made today.
 */
export type PasswordHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

/**
 * OWASP's minimum for scrypt in the form that needs the least memory: N = 2^15,
 * r = 8, p = 3 costs as much work as N = 2^17, p = 1 but 32 MiB instead of 128
 * (a small server checks two at a time), and 0.3 s per try on a 2-core VM
 * (0.5 s for N = 2^17).
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** What a hash may ask for: a hash in the environment must not be able to exhaust the server's memory. */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;

/** Unicode has several spellings of "ł" or "ó"; a phone and a laptop must type the same password. */
const normalize = (password: string) => password.normalize("NFKC");

function derive(password: string, salt: Buffer, { N, r, p }: Pick<PasswordHash, "N" | "r" | "p">, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(normalize(password), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Reads a hash string, throwing a message that says what is wrong with it. */
export function parsePasswordHash(text: string): PasswordHash {
  const parts = text.trim().split("$");
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== "scrypt") {
    throw new Error("expected scrypt$N$r$p$salt$hash, as printed by `npm run --silent admin:hash`");
  }
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const { N } = parameters;
  if (!Number.isInteger(N) || N < 2 ** 10 || N > 2 ** 20 || (N & (N - 1)) !== 0) {
    throw new Error("N must be a power of two from 1024 to 1048576");
  }
  if (!Number.isInteger(parameters.r) || parameters.r < 1 || parameters.r > 32) throw new Error("r must be 1 to 32");
  if (!Number.isInteger(parameters.p) || parameters.p < 1 || parameters.p > 16) throw new Error("p must be 1 to 16");
  if (128 * N * parameters.r > MAX_MEMORY_BYTES) throw new Error("N × r asks for more than 256 MiB");
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!salt || !hash || !base64url.test(salt) || !base64url.test(hash)) throw new Error("salt and hash must be base64url");
  const decoded = { salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
  if (decoded.salt.length < 8 || decoded.hash.length < 16 || decoded.hash.length > 64) {
    throw new Error("the salt must have at least 8 bytes and the hash 16 to 64");
  }
  return { ...parameters, ...decoded };
}

/** `parameters` other than the defaults are for tests, where speed beats strength. */
export async function hashPassword(password: string, parameters: Pick<PasswordHash, "N" | "r" | "p"> = SCRYPT_PARAMETERS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, parameters, HASH_BYTES);
  const { N, r, p } = parameters;
  return ["scrypt", N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** True when `password` matches; the comparison takes the same time wherever the bytes differ. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await derive(password, stored.salt, stored, stored.hash.length);
  return timingSafeEqual(candidate, stored.hash);
}

/** Names a hash without revealing it: sessions remember the hash they began under. */
export function passwordFingerprint(stored: PasswordHash): string {
  return createHash("sha256").update(stored.salt).update(stored.hash).digest("base64url").slice(0, 22);
}
