// A client signed in at /moje-treningi: a session row (the hash of the
// cookie's secret) that lasts 30 days from sign-in. Deleting the row ends it
// ("Wyloguj", or the card's erasure, which deletes every one of the client's).
// Signing out ends push too: a signed-out phone gets no more reminders, and
// the client's next ones go by e-mail unless another phone of theirs takes push.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { clientDevices, endpointFromForm, removeClientDevices } from "~/notifications/index.server";
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

/**
 * Which of the client's push phones a sign-out removes: the browser's own
 * (its page's script sends the endpoint, null when it has none), or, from a
 * browser that could not say (no JavaScript), every one of the client's.
 */
export type SignedOutPush = { kind: "this-browser"; endpoint: string | null } | { kind: "all" };

/** What the sign-out form says of push: an "endpoint" field (maybe empty) from its script, none without JavaScript. */
export function signedOutPush(fields: URLSearchParams): SignedOutPush {
  return fields.has("endpoint") ? { kind: "this-browser", endpoint: endpointFromForm(fields) } : { kind: "all" };
}

/** "Wyloguj": the session ends on the server, whatever the browser keeps, and push with it. */
export async function endSession(db: Kysely<Database>, secret: string | undefined, push: SignedOutPush = { kind: "all" }): Promise<void> {
  if (!isSecret(secret)) return;
  const hash = secretHash(secret);
  const session = await db.selectFrom("client_sessions").select("client_id").where("id_hash", "=", hash).executeTakeFirst();
  await db.deleteFrom("client_sessions").where("id_hash", "=", hash).execute();
  if (!session) return;
  if (push.kind === "all") await removeClientDevices(db, session.client_id);
  else if (push.endpoint !== null) await removeClientDevices(db, session.client_id, push.endpoint);
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

/** What the card says of the client's sign-in: open sessions, and phones that take push (both ended by "Wyloguj klienta"). */
export async function signInFacts(db: Kysely<Database>, clientId: number, now: Date): Promise<{ sessions: number; pushPhones: number }> {
  const [sessions, phones] = await Promise.all([openSessionCount(db, clientId, now), clientDevices(db, clientId)]);
  return { sessions, pushPhones: phones.length };
}

/** The trainer's "Wyloguj klienta": every session and push phone of the client ends (a lost phone); returns how many sessions did. */
export async function endClientSessions(db: Kysely<Database>, clientId: number): Promise<number> {
  const ended = await db.deleteFrom("client_sessions").where("client_id", "=", clientId).executeTakeFirst();
  await removeClientDevices(db, clientId);
  return Number(ended.numDeletedRows);
}
