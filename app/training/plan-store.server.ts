// A client's training plan, one row per version (issue 60): the newest is
// the plan, the older ones its history. Saving is checked against the version
// the form was opened on, inside the transaction that writes, so two tabs or
// two instances never overwrite each other's plan.
import type { Kysely } from "kysely";
import { notifyGathered } from "~/notifications/index.server";
import type { Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { timestamp } from "~/db/timestamp";
import { readPlanBody, type PlanBody } from "./plan-body";

export type StoredPlan = { id: number; version: number; body: PlanBody; startsOn: string; weeks: number; createdAt: string };
export type PlanSave = { kind: "saved" | "unchanged"; version: number } | { kind: "stale"; current: StoredPlan | null };

const stored = (row: { id: number; version: number; body: string | null; starts_on: string; weeks: number; created_at: string }): StoredPlan => ({
  id: row.id,
  version: row.version,
  body: readPlanBody(row.body),
  startsOn: row.starts_on,
  weeks: row.weeks,
  createdAt: row.created_at,
});

/** The client's plan as it is now, or a version of its history; null when there is none. */
export async function planOf(db: Kysely<Database>, clientId: number, version?: number): Promise<StoredPlan | null> {
  let query = db.selectFrom("training_plans").selectAll().where("client_id", "=", clientId);
  query = version === undefined ? query.orderBy("version", "desc").limit(1) : query.where("version", "=", version);
  const row = await query.executeTakeFirst();
  return row ? stored(row) : null;
}

/** Every version, the newest first: when it was saved and its days. */
export async function planHistory(db: Kysely<Database>, clientId: number): Promise<{ version: number; createdAt: string; days: string[] }[]> {
  const rows = await db
    .selectFrom("training_plans")
    .select(["version", "created_at", "body"])
    .where("client_id", "=", clientId)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({ version: row.version, createdAt: row.created_at, days: readPlanBody(row.body).days.map((day) => day.name) }));
}

/**
 * Saves the plan as the next version, unless another save came after the
 * version it was based on (`basedOn`, 0: none yet; "latest": on top of
 * whatever the client has, for a plan given to several at once). The same
 * plan sent twice (a double tap, a resend) is saved once.
 */
export async function savePlan(
  db: Kysely<Database>,
  clientId: number,
  basedOn: number | "latest",
  plan: { body: PlanBody; startsOn: string; weeks: number },
  now: Date,
): Promise<PlanSave> {
  return db.transaction().execute(async (trx) => {
    await writeLockFirst(trx);
    const card = trx.selectFrom("clients").select("id").where("id", "=", clientId);
    await (dialectOf(trx) === "postgres" ? card.forUpdate() : card).executeTakeFirstOrThrow();
    const latest = await trx.selectFrom("training_plans").selectAll().where("client_id", "=", clientId).orderBy("version", "desc").limit(1).executeTakeFirst();
    const current = latest ? stored(latest) : null;
    const body = JSON.stringify(plan.body);
    if (current && latest?.body === body && current.startsOn === plan.startsOn && current.weeks === plan.weeks)
      return { kind: "unchanged", version: current.version };
    const on = current?.version ?? 0;
    if (basedOn !== "latest" && on !== basedOn) return { kind: "stale", current };
    const version = on + 1;
    await trx
      .insertInto("training_plans")
      .values({ client_id: clientId, version, body, starts_on: plan.startsOn, weeks: plan.weeks, created_at: timestamp(now) })
      .execute();
    await notifyGathered(trx, { kind: "client_program_changed", clientId, item: "plan", now });
    return { kind: "saved", version };
  });
}
