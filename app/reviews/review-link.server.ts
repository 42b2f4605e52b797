// The "Nie, dziękuję" link in a review request (/opinia/<token>): the
// client's number and an HMAC over it and its one purpose, so a guessed or
// altered link names nobody. Made and checked with the secret of the
// database the caller works on (the app's, or the one the outbox worker is given).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { href } from "react-router";
import { databaseSecret } from "~/db/app-secrets.server";
import type { Database } from "~/db/database.server";

const SECRET_NAME = "review-link";
const PURPOSE = "decline-review";
const TOKEN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{32})$/;

async function signature(db: Kysely<Database>, clientId: number): Promise<string> {
  return createHmac("sha256", await databaseSecret(db, SECRET_NAME))
    .update(`${PURPOSE}:${clientId}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The page's path, e.g. "/opinia/42-Xc9…". */
export async function reviewPagePath(db: Kysely<Database>, clientId: number): Promise<string> {
  return href("/opinia/:token", { token: `${clientId}-${await signature(db, clientId)}` });
}

/** The client's number when the token is one we made, else null. */
export async function clientOfReviewToken(db: Kysely<Database>, token: string | undefined): Promise<number | null> {
  const match = TOKEN.exec(token ?? "");
  if (!match) return null;
  const clientId = Number(match[1]);
  const expected = Buffer.from(await signature(db, clientId));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? clientId : null;
}
