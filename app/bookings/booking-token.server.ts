// The personal link in every booking mail (/rezerwacja/<token>): the booking's
// number and an HMAC over it and its one purpose, so a guessed or altered
// link matches nothing. Made and checked with the secret of the database the
// caller works on (the app's, or the one the outbox worker is given).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { databaseSecret } from "~/db/app-secrets.server";
import type { Database } from "~/db/database.server";

const SECRET_NAME = "booking-link";
const PURPOSE = "manage-booking";

async function mac(db: Kysely<Database>, bookingId: number): Promise<string> {
  return createHmac("sha256", await databaseSecret(db, SECRET_NAME))
    .update(`${PURPOSE}:${bookingId}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The token for a booking's own page, e.g. "42-Xc9…". */
export async function bookingToken(db: Kysely<Database>, bookingId: number): Promise<string> {
  return `${bookingId}-${await mac(db, bookingId)}`;
}

/** The booking's number when the token is one we made, else null. */
export async function bookingIdFromToken(db: Kysely<Database>, token: string | undefined): Promise<number | null> {
  const match = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{32})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(await mac(db, id));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
