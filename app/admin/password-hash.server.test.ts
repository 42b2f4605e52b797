import { describe, expect, it } from "vitest";
import { hashPassword, parsePasswordHash, passwordFingerprint, SCRYPT_PARAMETERS, verifyPassword } from "./password-hash.server";

// Checking uses whatever parameters the stored hash carries; cheap ones keep
// these tests far from Vitest's time limit on a busy machine.
const CHEAP = { N: 1024, r: 8, p: 1 };

describe("password hashes", () => {
  it("carry the scrypt parameters, a random salt and the hash in one string", async () => {
    const first = await hashPassword("Sztanga i hantle 2025!");
    const second = await hashPassword("Sztanga i hantle 2025!");
    const { N, r, p } = SCRYPT_PARAMETERS;
    expect(first).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`));
    expect(first).not.toBe(second);
    expect(parsePasswordHash(first)).toMatchObject({ N, r, p });
  });

  it("verify the right password and refuse any other", async () => {
    const stored = parsePasswordHash(await hashPassword("Żółta sztanga 42", CHEAP));
    expect(await verifyPassword("Żółta sztanga 42", stored)).toBe(true);
    for (const wrong of ["żółta sztanga 42", "Żółta sztanga 4", "Żółta sztanga 42 ", ""]) {
      expect(await verifyPassword(wrong, stored)).toBe(false);
    }
  });

  it("treat the composed and decomposed spellings of Polish letters as one password", async () => {
    const stored = parsePasswordHash(await hashPassword("Łódź Żółw".normalize("NFC"), CHEAP));
    expect(await verifyPassword("Łódź Żółw".normalize("NFD"), stored)).toBe(true);
  });

  it("are made at one of OWASP's minimum settings for scrypt, within 32 MiB", () => {
    // OWASP Password Storage Cheat Sheet: r = 8 with N = 2^17, p ≥ 1; 2^16, 2; 2^15, 3; 2^14, 5; or 2^13, 10.
    const minimums = [
      { N: 2 ** 17, p: 1 },
      { N: 2 ** 16, p: 2 },
      { N: 2 ** 15, p: 3 },
      { N: 2 ** 14, p: 5 },
      { N: 2 ** 13, p: 10 },
    ];
    const { N, r, p } = SCRYPT_PARAMETERS;
    expect(r).toBeGreaterThanOrEqual(8);
    expect(minimums.some((minimum) => N >= minimum.N && p >= minimum.p)).toBe(true);
    expect(128 * N * r).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  it("still verify a password hashed with the earlier parameters (N = 2^15, p = 1)", async () => {
    const earlier = await hashPassword("Hasło sprzed zmiany 2025", { N: 2 ** 15, r: 8, p: 1 });
    expect(earlier).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("Hasło sprzed zmiany 2025", parsePasswordHash(earlier))).toBe(true);
  });

  it("have a fingerprint that changes with the hash and reveals nothing of it", async () => {
    const first = parsePasswordHash(await hashPassword("Pierwsze hasło panelu", { N: 1024, r: 8, p: 1 }));
    const again = parsePasswordHash(await hashPassword("Pierwsze hasło panelu", { N: 1024, r: 8, p: 1 }));
    expect(passwordFingerprint(first)).toBe(passwordFingerprint({ ...first }));
    expect(passwordFingerprint(first)).not.toBe(passwordFingerprint(again));
    expect(passwordFingerprint(first)).not.toContain(first.hash.toString("base64url").slice(0, 8));
  });

  it("verify a hash made with other parameters, read from the string", async () => {
    const weaker = "scrypt$1024$8$1$c2FsdHNhbHRzYWx0$" + "x".repeat(43);
    const stored = parsePasswordHash(weaker);
    expect(stored).toMatchObject({ N: 1024, r: 8, p: 1 });
    expect(await verifyPassword("anything", stored)).toBe(false);
  });

  it("refuse malformed strings and parameters that would exhaust memory", () => {
    const good = "c2FsdHNhbHRzYWx0";
    const hash = "A".repeat(43);
    for (const text of [
      "",
      "hunter2",
      `bcrypt$32768$8$1$${good}$${hash}`,
      `scrypt$32768$8$1$${good}`,
      `scrypt$30000$8$1$${good}$${hash}`,
      `scrypt$${2 ** 21}$8$1$${good}$${hash}`,
      `scrypt$${2 ** 20}$8$1$${good}$${hash}`,
      `scrypt$32768$0$1$${good}$${hash}`,
      `scrypt$32768$8$99$${good}$${hash}`,
      `scrypt$32768$8$1$${good}$not+base64/`,
      `scrypt$32768$8$1$c2FsdA$${hash}`,
      `scrypt$32768$8$1$${good}$AAAA`,
    ]) {
      expect(() => parsePasswordHash(text), text).toThrow();
    }
  });
});
