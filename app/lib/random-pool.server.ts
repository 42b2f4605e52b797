import { randomBytes } from "node:crypto";

/** Enough for a few hundred requests' nonces and keys per refill. */
const POOL_BYTES = 4096;

let pool = Buffer.alloc(0);
let used = 0;

/**
 * Bytes from the system's CSPRNG, drawn 4 KB at a time: each synchronous call
 * of randomBytes cost about 20 µs here (a CPU profile of the contact page
 * under load), the largest single cost of a cached response. Every byte is
 * handed out once, as Node's own randomUUID does with its pool.
 */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_BYTES) return randomBytes(size);
  if (used + size > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const bytes = Buffer.from(pool.subarray(used, used + size));
  used += size;
  return bytes;
}
