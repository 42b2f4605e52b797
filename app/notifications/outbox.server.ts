// The outbox table as a queue: which rows are due, a claim with a lease, when
// a failed delivery is tried again, and the inbox's "send again". The same
// for every channel.
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { timestamp, type Database, type OutboxRow } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import { doublingDelay } from "~/lib/doubling-delay";

export const RETRY = {
  /** The first retry waits this long; each next one twice as long… */
  firstDelayMs: 60_000,
  /** …but never longer than this… */
  maxDelayMs: 60 * 60_000,
  /** …until this long after the mail was queued; then it is marked failed for the inbox. */
  giveUpAfterMs: 24 * 60 * 60_000,
  /** A claimed row is due again after this, should its sender die mid-send. Well above the transport's time-outs. */
  leaseMs: 10 * 60_000,
};

/** Due, and for a channel this worker delivers (a channel not configured here leaves its rows to a worker that has it). */
function isDue(now: string, channels: readonly string[]) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.and([
      eb("channel", "in", channels),
      eb.or([eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]), eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", now)])]),
    ]);
}

/**
 * Takes the next due row for this sender alone. One UPDATE does it: on
 * PostgreSQL the row is picked with FOR UPDATE SKIP LOCKED, so concurrent
 * instances take different rows; SQLite runs one writer at a time. The due
 * condition is checked again on the row itself, so a row another sender has
 * just claimed is never taken twice.
 */
export async function claimNextRow(db: Kysely<Database>, now: Date, channels: readonly string[]): Promise<OutboxRow | undefined> {
  const nowText = timestamp(now);
  const postgres = dialectOf(db) === "postgres";
  return db
    .updateTable("outbox")
    .set({
      status: "sending",
      attempts: sql<number>`attempts + 1`,
      locked_until: timestamp(new Date(now.getTime() + RETRY.leaseMs)),
    })
    .where("id", "=", (eb) => {
      const next = eb.selectFrom("outbox").select("id").where(isDue(nowText, channels)).orderBy("next_attempt_at").orderBy("id").limit(1);
      return postgres ? next.forUpdate().skipLocked() : next;
    })
    .where(isDue(nowText, channels))
    .returningAll()
    .executeTakeFirst();
}

/** When the row is tried next, or null when it is out of time. */
export function nextAttemptAt(row: Pick<OutboxRow, "attempts" | "created_at">, now: Date): Date | null {
  const deadline = new Date(row.created_at).getTime() + RETRY.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  const delay = doublingDelay(RETRY.firstDelayMs, row.attempts - 1, RETRY.maxDelayMs);
  // One last try at the deadline itself rather than giving up early.
  return new Date(Math.min(now.getTime() + delay, deadline));
}

/**
 * Puts a failed row back in the queue, due now (the inbox's "send again").
 * Past its 24 hours that is one more attempt: a new failure marks it failed
 * again. Returns false when the row is not failed.
 */
export async function requeueOutboxRow(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: timestamp(now), locked_until: null })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Puts rows this sender claimed back in the queue, due now, without waiting
 * for their lease: a stop cut their delivery short (the mail may have
 * reached the server, so it may come twice; it is never lost).
 */
export async function putBackRows(db: Kysely<Database>, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: timestamp(now), locked_until: null })
    .where("id", "in", ids)
    .where("status", "=", "sending")
    .execute();
}
