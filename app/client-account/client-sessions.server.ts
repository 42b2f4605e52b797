// A client signed in at /moje-treningi: a session row (the hash of the
// cookie's secret) that lasts 30 days from sign-in. Deleting the row ends it
// ("Wyloguj", or the card's erasure, which deletes every one of the client's).
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { isSecret, newSecret, secretHash } from "./client-secrets.server";

/** How long a sign-in lasts; the cookie and the privacy policy say the same. */
export const SESSION_DAYS = 30;
export const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** The last use is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Opens a session for the client inside the caller's transaction; returns the cookie's secret. */
export async function startSession(trx: Transaction<Database>, clientId: number, now: Date): Promise<string> {
  const secret = newSecret();
  await trx
    .insertInto("client_sessions")
    .values({
      id_hash: secretHash(secret),
      client_id: clientId,
      created_at: timestamp(now),
      expires_at: timestamp(new Date(now.getTime() + SESSION_MS)),
      last_seen_at: timestamp(now),
    })
    .execute();
  return secret;
}

/** The client a session's secret is for while it lasts; null for an ended, deleted or made-up one. */
export async function sessionClient(db: Kysely<Database>, secret: string | undefined, now: Date): Promise<number | null> {
  if (!isSecret(secret)) return null;
  const hash = secretHash(secret);
  const session = await db
    .selectFrom("client_sessions")
    .select(["client_id", "last_seen_at"])
    .where("id_hash", "=", hash)
    .where("expires_at", ">", timestamp(now))
    .executeTakeFirst();
  if (!session) return null;
  if (now.getTime() - Date.parse(session.last_seen_at) >= TOUCH_EVERY_MS) {
    await db
      .updateTable("client_sessions")
      .set({ last_seen_at: timestamp(now) })
      .where("id_hash", "=", hash)
      .execute();
  }
  return session.client_id;
}

/** "Wyloguj": the session ends on the server, whatever the browser keeps. */
export async function endSession(db: Kysely<Database>, secret: string | undefined): Promise<void> {
  if (!isSecret(secret)) return;
  await db.deleteFrom("client_sessions").where("id_hash", "=", secretHash(secret)).execute();
}

/** The retention job's sweep: sessions and links past their end. Returns how many rows went. */
export async function deleteEndedSignIns(db: Kysely<Database>, now: Date): Promise<number> {
  const at = timestamp(now);
  const sessions = await db.deleteFrom("client_sessions").where("expires_at", "<=", at).executeTakeFirst();
  const links = await db.deleteFrom("client_sign_in_links").where("expires_at", "<=", at).executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(links.numDeletedRows);
}

/** How many of the client's sessions are open now: the card in the panel shows it. */
export async function openSessionCount(db: Kysely<Database>, clientId: number, now: Date): Promise<number> {
  const { count } = await db
    .selectFrom("client_sessions")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("client_id", "=", clientId)
    .where("expires_at", ">", timestamp(now))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The trainer's "Wyloguj klienta": every session of the client ends (a lost phone); returns how many did. */
export async function endClientSessions(db: Kysely<Database>, clientId: number): Promise<number> {
  const ended = await db.deleteFrom("client_sessions").where("client_id", "=", clientId).executeTakeFirst();
  return Number(ended.numDeletedRows);
}
