// A group session's minimum: at its time to decide, a session with fewer
// participants than its minimum is put to the trainer once (push and
// e-mail), on whichever instance looks first; she holds it or cancels it,
// and nothing is cancelled without her.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { notify } from "~/notifications/index.server";
import { lockGroupSession } from "./group-locks.server";

/** The seats its bookings hold now. */
export async function seatsTaken(db: Kysely<Database> | Transaction<Database>, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom("group_seats")
    .select((eb) => eb.fn.countAll<number>().as("taken"))
    .where("group_session_id", "=", sessionId)
    .executeTakeFirst();
  return Number(row?.taken ?? 0);
}

/** Asks the trainer about each session whose time to decide has come below its minimum; how many were asked. */
export async function askBelowMinimum(db: Kysely<Database>, now: Date): Promise<number> {
  const at = timestamp(now);
  const due = await db
    .selectFrom("group_sessions")
    .select("id")
    .where("status", "=", "open")
    .where("decide_at", "<=", at)
    .where("asked_at", "is", null)
    .where("held_at", "is", null)
    .where("starts_at", ">", at)
    .execute();
  let asked = 0;
  for (const { id } of due) {
    const put = await db.transaction().execute(async (trx) => {
      // Re-read under the lock: another instance may have asked, or she decided, meanwhile.
      const session = await lockGroupSession(trx, id);
      if (!session || session.status !== "open" || session.asked_at !== null || session.held_at !== null || session.min_seats === null) return false;
      await trx.updateTable("group_sessions").set({ asked_at: at }).where("id", "=", id).execute();
      if ((await seatsTaken(trx, id)) >= session.min_seats) return false;
      await notify(trx, { kind: "group_below_minimum", recipient: "trainer", about: { none: true }, data: { groupSessionId: id }, dueAt: now });
      return true;
    });
    if (put) asked++;
  }
  return asked;
}

export type HoldOutcome = { ok: true } | { ok: false; reason: "not-found" | "cancelled" | "stale" };

/** The trainer holds the session although its minimum is not reached: she is not asked again. */
export async function holdGroupSession(
  db: Kysely<Database>,
  id: number,
  { expectedSequence, now = new Date() }: { expectedSequence?: number; now?: Date },
): Promise<HoldOutcome> {
  return db.transaction().execute(async (trx): Promise<HoldOutcome> => {
    const session = await lockGroupSession(trx, id);
    if (!session) return { ok: false, reason: "not-found" };
    if (session.status === "cancelled") return { ok: false, reason: "cancelled" };
    if (expectedSequence !== undefined && expectedSequence !== session.sequence) return { ok: false, reason: "stale" };
    await trx
      .updateTable("group_sessions")
      .set({ held_at: timestamp(now), sequence: (eb) => eb("sequence", "+", 1) })
      .where("id", "=", id)
      .execute();
    return { ok: true };
  });
}
