// The secrets of /moje-treningi (a sign-in link's, a session's): 256 random
// bits, and only their SHA-256 in the database, so a copy of it opens nothing.
import { createHash } from "node:crypto";
import { pooledRandomBytes } from "~/lib/random-pool.server";

/** 256 random bits in base64url: exactly 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export const newSecret = () => pooledRandomBytes(32).toString("base64url");

export const isSecret = (value: string | undefined): value is string => SECRET.test(value ?? "");

export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("base64url");
