// Group sessions as the trainer opens and cancels them: each holds its time
// (the five-minute cells, as a booking does), one-off or each week of a
// weekly group, every date with its own fate (a date whose time is taken is
// said, the others opened). Cancelling a session cancels every seat's
// booking in the same transaction, each client told through the
// notifications core as for any cancel by the trainer (a package's session
// comes back with it: a cancelled booking uses none).
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Temporal } from "temporal-polyfill";
import { timestamp, type Database, type GroupSession } from "~/db/database.server";
import { claimCells, changeWithin, inChangeTransaction, SlotTaken } from "~/bookings/index.server";
import { warsawInstant } from "~/scheduling";
import { tellWaiting } from "~/waitlist/index.server";
import { lockGroupSession } from "./group-locks.server";

export type GroupPlan = {
  title: string;
  serviceSlug: string;
  place: string;
  /** The first date, and the Warsaw clock time in minutes after midnight. */
  day: Temporal.PlainDate;
  clock: number;
  minutes: number;
  /** Kept free after each session. */
  bufferMs: number;
  seats: number;
  minSeats: number | null;
  /** Per person, zł. */
  price: number;
  /** 1: a one-off session. */
  weeks: number;
  /** How long before the start the minimum is checked (null: no minimum). */
  decideHoursBefore: number | null;
};

export type OpenedDate = { day: Temporal.PlainDate; outcome: "opened"; id: number } | { day: Temporal.PlainDate; outcome: "taken" | "no-such-time" };

export async function openGroupSessions(db: Kysely<Database>, plan: GroupPlan, now: Date = new Date()): Promise<OpenedDate[]> {
  const weeklyKey = plan.weeks > 1 ? randomUUID() : null;
  const fates: OpenedDate[] = [];
  for (let week = 0; week < plan.weeks; week++) {
    const day = plan.day.add({ weeks: week });
    const start = warsawInstant(day, plan.clock);
    if (start === null) {
      fates.push({ day, outcome: "no-such-time" });
      continue;
    }
    const opened = await inChangeTransaction(db, async (trx) => (await openWithin(trx, plan, start, weeklyKey, now)).id);
    fates.push(opened === "taken" ? { day, outcome: "taken" } : { day, outcome: "opened", id: opened });
  }
  return fates;
}

/** Opens one session at `start` in the caller's transaction: its cells refuse a time held already (SlotTaken rolls it back). */
export async function openWithin(
  trx: Transaction<Database>,
  plan: Omit<GroupPlan, "day" | "clock" | "weeks">,
  start: number,
  weeklyKey: string | null,
  now: Date,
): Promise<GroupSession> {
  const end = start + plan.minutes * 60_000;
  const session = await trx
    .insertInto("group_sessions")
    .values({
      title: plan.title,
      service_slug: plan.serviceSlug,
      place: plan.place,
      starts_at: timestamp(new Date(start)),
      ends_at: timestamp(new Date(end)),
      claimed_until: timestamp(new Date(end + plan.bufferMs)),
      seats: plan.seats,
      min_seats: plan.minSeats,
      price: plan.price,
      weekly_key: weeklyKey,
      status: "open",
      decide_at: plan.minSeats === null || plan.decideHoursBefore === null ? null : timestamp(new Date(start - plan.decideHoursBefore * 3_600_000)),
      created_at: timestamp(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await claimCells(trx, { group_session_id: session.id }, start, end + plan.bufferMs);
  return session;
}

export type GroupCancelOutcome = { ok: true; told: number } | { ok: false; reason: "not-found" | "cancelled" | "stale" };

/** Cancels the session and every seat's booking at once; `expectedSequence` refuses a form rendered before another change. */
export async function cancelGroupSession(
  db: Kysely<Database>,
  id: number,
  { message, expectedSequence, now = new Date() }: { message: string; expectedSequence?: number; now?: Date },
): Promise<GroupCancelOutcome> {
  const outcome = await inChangeTransaction(db, async (trx): Promise<GroupCancelOutcome> => {
    const session = await lockGroupSession(trx, id);
    if (!session) return { ok: false, reason: "not-found" };
    if (session.status === "cancelled") return { ok: false, reason: "cancelled" };
    if (expectedSequence !== undefined && expectedSequence !== session.sequence) return { ok: false, reason: "stale" };
    await trx
      .updateTable("group_sessions")
      .set({ status: "cancelled", cancelled_at: timestamp(now), cancel_reason: message, sequence: (eb) => eb("sequence", "+", 1) })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("booking_cells").where("group_session_id", "=", id).execute();
    const seated = await trx.selectFrom("bookings").select("id").where("group_session_id", "=", id).where("status", "=", "confirmed").orderBy("id").execute();
    // Ascending ids: the bookings' lock order.
    for (const { id: bookingId } of seated) await changeWithin(trx, bookingId, { kind: "cancel", by: "trainer", message }, { now });
    // Its time is free again: whoever waits for a time that day hears of it.
    await tellWaiting(trx, { starts_at: session.starts_at, group_session_id: null }, now);
    return { ok: true, told: seated.length };
  });
  if (outcome === "taken") throw new SlotTaken();
  return outcome;
}
