import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";

export const SESSION_LIMITS = {
  /** A session nobody used for this long has ended… */
  idleMs: 8 * 60 * 60 * 1000,
  /** …and any session ends this long after sign-in, however busy. */
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** The idle clock is written at most this often, not on every request. */
  touchEveryMs: 60 * 1000,
};

export type AdminSession = { createdAt: string; lastSeenAt: string };

/** 256 random bits in base64url: exactly 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const hashSessionId = (id: string) => createHash("sha256").update(id).digest("base64url");

function hasEnded(session: AdminSession, now: Date): boolean {
  const time = now.getTime();
  return time - new Date(session.lastSeenAt).getTime() >= SESSION_LIMITS.idleMs || time - new Date(session.createdAt).getTime() >= SESSION_LIMITS.maxAgeMs;
}

/**
 * Starts a session under the password hash with this fingerprint and
 * returns its id, for the cookie only: the database keeps its hash.
 */
export async function createSession(db: Kysely<Database>, passwordFingerprint: string, now: Date = new Date()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db
    .insertInto("admin_sessions")
    .values({ id_hash: hashSessionId(id), created_at: timestamp(now), last_seen_at: timestamp(now), password_fingerprint: passwordFingerprint })
    .execute();
  return id;
}

/**
 * The live session with this id, its idle clock restarted; null for an
 * unknown, malformed or ended id, or one begun under another password hash
 * (an ended one is deleted on the way).
 */
export async function findSession(db: Kysely<Database>, id: string, passwordFingerprint: string, now: Date = new Date()): Promise<AdminSession | null> {
  if (!SESSION_ID.test(id)) return null;
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom("admin_sessions")
    .select(["created_at as createdAt", "last_seen_at as lastSeenAt", "password_fingerprint as passwordFingerprint"])
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  const { passwordFingerprint: begunUnder, ...session } = row;
  if (begunUnder !== passwordFingerprint || hasEnded(session, now)) {
    await db.deleteFrom("admin_sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  if (now.getTime() - new Date(session.lastSeenAt).getTime() < SESSION_LIMITS.touchEveryMs) return session;
  const lastSeenAt = timestamp(now);
  await db.updateTable("admin_sessions").set({ last_seen_at: lastSeenAt }).where("id_hash", "=", idHash).execute();
  return { ...session, lastSeenAt };
}

/** Ends a session on the server: its cookie, wherever it was copied, no longer works. */
export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id_hash", "=", hashSessionId(id)).execute();
}

/** "Wyloguj wszędzie": ends every session, on every device; returns how many. */
export async function deleteAllSessions(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("admin_sessions").executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets sessions that have ended; returns how many. */
export async function deleteEndedSessions(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("admin_sessions")
    .where((eb) =>
      eb.or([
        eb("last_seen_at", "<=", timestamp(new Date(now.getTime() - SESSION_LIMITS.idleMs))),
        eb("created_at", "<=", timestamp(new Date(now.getTime() - SESSION_LIMITS.maxAgeMs))),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
