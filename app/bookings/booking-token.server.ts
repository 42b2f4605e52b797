// The personal link in every booking mail (/rezerwacja/<token>): the booking's
// number and an HMAC over it and its one purpose, so a guessed or altered
// link matches nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { getOrCreateSecret, processSecret } from "~/db/app-secrets.server";
import type { Database } from "~/db/database.server";

const SECRET_NAME = "booking-link";
const PURPOSE = "manage-booking";

const linkSecret = processSecret(SECRET_NAME);

function mac(key: string, bookingId: number): string {
  return createHmac("sha256", key).update(`${PURPOSE}:${bookingId}`).digest("base64url").slice(0, 32);
}

/** The token for a booking's own page, e.g. "42-Xc9…". */
export async function bookingToken(bookingId: number): Promise<string> {
  return `${bookingId}-${mac(await linkSecret(), bookingId)}`;
}

/** The same token, the secret read through `db`: for the outbox worker, which is given its database. */
export async function bookingTokenFor(db: Kysely<Database>, bookingId: number): Promise<string> {
  return `${bookingId}-${mac(await getOrCreateSecret(db, SECRET_NAME), bookingId)}`;
}

/** The booking's number when the token is one we made, else null. */
export async function bookingIdFromToken(token: string | undefined): Promise<number | null> {
  const match = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{32})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(await linkSecret(), id));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
