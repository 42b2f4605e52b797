// A client signed in at /moje-treningi for the scripts that measure it: a
// session row as the sign-in link writes it (the SHA-256 of a random secret),
// lasting an hour, and the cookie that carries the secret over http.
import { createHash, randomBytes } from "node:crypto";
import type { CliBundle } from "../cli-bundle.ts";

type Database = ReturnType<CliBundle["createDatabase"]>;

const HOUR_MS = 3_600_000;

/** Resolves with the Cookie header's value ("client-session=…"). */
export async function clientSessionCookie(db: Database, clientId: number, now = new Date()): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  await db
    .insertInto("client_sessions")
    .values({
      id_hash: createHash("sha256").update(secret).digest("base64url"),
      client_id: clientId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + HOUR_MS).toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  // React Router keeps a cookie's value as base64 JSON.
  return `client-session=${Buffer.from(JSON.stringify(secret)).toString("base64")}`;
}
