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
  /** A remembered device ("Zapamiętaj to urządzenie") stays signed in until this long after its last use. */
  rememberedIdleMs: 90 * 24 * 60 * 60 * 1000,
  /** …and signs in again this long after its first sign-in, however often used (ASVS 3.3.2: at least once a year). */
  rememberedMaxAgeMs: 365 * 24 * 60 * 60 * 1000,
};

export type AdminSession = { idHash: string; createdAt: string; lastSeenAt: string; remembered: boolean };

/** How a session began: on a remembered device or not, and in which browser. */
export type SessionDevice = { remembered: boolean; userAgent: string | null };

/** Enough of a User-Agent to name the browser and system; the rest is never shown. */
const USER_AGENT_LENGTH = 300;

/** 256 random bits in base64url: exactly 43 characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

const hashSessionId = (id: string) => createHash("sha256").update(id).digest("base64url");

/** When the session ends unless it is used before then. */
export function sessionEndsAt(session: Omit<AdminSession, "idHash">): Date {
  const lastSeen = new Date(session.lastSeenAt).getTime();
  const createdAt = new Date(session.createdAt).getTime();
  // Each use slides the idle end, never the end counted from sign-in.
  if (session.remembered) return new Date(Math.min(lastSeen + SESSION_LIMITS.rememberedIdleMs, createdAt + SESSION_LIMITS.rememberedMaxAgeMs));
  return new Date(Math.min(lastSeen + SESSION_LIMITS.idleMs, createdAt + SESSION_LIMITS.maxAgeMs));
}

const hasEnded = (session: Omit<AdminSession, "idHash">, now: Date) => now.getTime() >= sessionEndsAt(session).getTime();

const SESSION_COLUMNS = ["id_hash as idHash", "created_at as createdAt", "last_seen_at as lastSeenAt", "remembered"] as const;

/**
 * Starts a session under the password hash with this fingerprint and
 * returns its id, for the cookie only: the database keeps its hash.
 */
export async function createSession(
  db: Kysely<Database>,
  passwordFingerprint: string,
  now: Date = new Date(),
  device: SessionDevice = { remembered: false, userAgent: null },
): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db
    .insertInto("admin_sessions")
    .values({
      id_hash: hashSessionId(id),
      created_at: timestamp(now),
      last_seen_at: timestamp(now),
      password_fingerprint: passwordFingerprint,
      remembered: device.remembered ? 1 : 0,
      user_agent: device.userAgent?.slice(0, USER_AGENT_LENGTH) ?? null,
    })
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
    .select([...SESSION_COLUMNS, "password_fingerprint as passwordFingerprint"])
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  const { passwordFingerprint: begunUnder, ...stored } = row;
  const session = { ...stored, remembered: stored.remembered === 1 };
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
  await deleteSessionByHash(db, hashSessionId(id));
}

/** Ends the session listed under this hash (a device signed out from the list); false when there is none. */
export async function deleteSessionByHash(db: Kysely<Database>, idHash: string): Promise<boolean> {
  const result = await db.deleteFrom("admin_sessions").where("id_hash", "=", idHash).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type ListedSession = AdminSession & { userAgent: string | null; endsAt: Date };

/** The live sessions begun under this password hash, the most recently used first: the signed-in devices. */
export async function listSessions(db: Kysely<Database>, passwordFingerprint: string, now: Date = new Date()): Promise<ListedSession[]> {
  const rows = await db
    .selectFrom("admin_sessions")
    .select([...SESSION_COLUMNS, "user_agent as userAgent"])
    .where("password_fingerprint", "=", passwordFingerprint)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows
    .map((row) => ({ ...row, remembered: row.remembered === 1 }))
    .filter((session) => !hasEnded(session, now))
    .map((session) => ({ ...session, endsAt: sessionEndsAt(session) }));
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
        eb.and([
          eb("remembered", "=", 0),
          eb.or([
            eb("last_seen_at", "<=", timestamp(new Date(now.getTime() - SESSION_LIMITS.idleMs))),
            eb("created_at", "<=", timestamp(new Date(now.getTime() - SESSION_LIMITS.maxAgeMs))),
          ]),
        ]),
        eb("last_seen_at", "<=", timestamp(new Date(now.getTime() - SESSION_LIMITS.rememberedIdleMs))),
        eb("created_at", "<=", timestamp(new Date(now.getTime() - SESSION_LIMITS.rememberedMaxAgeMs))),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
