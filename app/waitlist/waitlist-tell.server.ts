// Telling whoever waits: when a booking is cancelled or moved away, its day's
// waiting entries each get a message, recorded in the change's own
// transaction (changeWithin in app/bookings), so it exists exactly when the
// freed time does: by push to a client whose phone takes it, by e-mail
// otherwise (waitlist-channel.server.ts). Whether a time is still free, and
// which channel, is checked again when it is sent.
import type { Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import { notify } from "~/notifications/index.server";
import { warsawDate } from "~/scheduling";
import { waitingReach } from "./waitlist-channel.server";

/**
 * Records a `waitlist_time_freed` message for everyone confirmed waiting for the day the
 * session `freed` started on, unless one is still pending for them (it will
 * name every time free when it is sent). The day's entries are locked first
 * (after the booking's row, its cells and its mails: the one lock order), and
 * the pending mails read after the lock, so two changes at once tell once.
 */
export async function tellWaiting(trx: Transaction<Database>, freed: { starts_at: string; group_session_id: number | null }, now: Date): Promise<number> {
  const start = Date.parse(freed.starts_at);
  if (start <= now.getTime()) return 0;
  const day = warsawDate(start).toString();
  const sessionId = freed.group_session_id;
  // A seat frees for those waiting for its session while it is held (a session cancelled whole frees none); a time, for the day's.
  if (sessionId !== null && !(await trx.selectFrom("group_sessions").select("id").where("id", "=", sessionId).where("status", "=", "open").executeTakeFirst()))
    return 0;
  // Only confirmed addresses: one pending is told nothing but the link that confirms it.
  const query = trx
    .selectFrom("waitlist")
    .select(["id", "email"])
    .where("day", "=", day)
    .where((eb) => (sessionId === null ? eb("group_session_id", "is", null) : eb("group_session_id", "=", sessionId)))
    .where("confirmed_at", "is not", null)
    .orderBy("id");
  const waiting = await (dialectOf(trx) === "postgres" ? query.forUpdate() : query).execute();
  if (!waiting.length) return 0;
  const pending = await trx
    .selectFrom("outbox")
    .select("waitlist_id")
    .where("kind", "=", "waitlist_time_freed")
    .where("status", "=", "pending")
    .where(
      "waitlist_id",
      "in",
      waiting.map((entry) => entry.id),
    )
    .execute();
  const told = new Set(pending.map((row) => row.waitlist_id));
  const untold = waiting.filter((entry) => !told.has(entry.id));
  if (!untold.length) return 0;
  const ids = untold.map((entry) => entry.id);
  const reached = await Promise.all(
    untold.map(async (entry) => ({
      kind: "waitlist_time_freed" as const,
      recipient: "client" as const,
      about: { waitlistId: entry.id },
      dueAt: now,
      channels: [(await waitingReach(trx, entry.email)).channel],
    })),
  );
  await notify(trx, ...reached);
  await trx
    .updateTable("waitlist")
    .set({ last_told_at: timestamp(now) })
    .where("id", "in", ids)
    .execute();
  return ids.length;
}
