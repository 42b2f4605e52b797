// How many sets a client may keep: a phone that posts without end (a bug, a
// script, a hostile client) must not fill the trainer's card and the
// database. Checked inside storeSets' transaction, after the client's row is
// locked, so two tabs posting at once are counted one after the other.
import { sql, type Transaction } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { Database } from "~/db/database.server";
import { timestamp } from "~/db/timestamp";
import { WORKOUT_CAPS, type WorkoutCap } from "./logged-set";

/** When the Warsaw day of `now` began: the day cap counts what arrived since. */
function warsawDayStart(now: Date): Date {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO("Europe/Warsaw");
  return new Date(zoned.startOfDay().epochMilliseconds);
}

/**
 * The cap that new sets would pass, or null when they all fit: a post is kept
 * whole or not at all. `planIds`: the plan each new set is stored under.
 */
export async function capPassedBy(trx: Transaction<Database>, clientId: number, planIds: readonly (number | null)[], now: Date): Promise<WorkoutCap | null> {
  if (planIds.length === 0) return null;
  const mine = () =>
    trx
      .selectFrom("workout_sets")
      .select(sql<number | string>`count(*)`.as("count"))
      .where("client_id", "=", clientId);
  const today = await mine()
    .where("received_at", ">=", timestamp(warsawDayStart(now)))
    .executeTakeFirstOrThrow();
  if (Number(today.count) + planIds.length > WORKOUT_CAPS.perDay) return "perDay";
  const perPlan = new Map<number | null, number>();
  for (const planId of planIds) perPlan.set(planId, (perPlan.get(planId) ?? 0) + 1);
  for (const [planId, adding] of perPlan) {
    const kept = await mine()
      .where("plan_id", planId === null ? "is" : "=", planId)
      .executeTakeFirstOrThrow();
    if (Number(kept.count) + adding > WORKOUT_CAPS.perPlan) return "perPlan";
  }
  return null;
}
