// A group opened once per sent form: the form's submission key is inserted
// first (its primary key refuses a second), then the dates are opened and
// their fates kept with the key, so a double tap or a retry opens nothing
// twice and answers with the first request's fates.
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { timestamp, type Database } from "~/db/database.server";
import { isUniqueViolation } from "~/db/sql-dialect.server";
import { openGroupSessions, type GroupPlan, type OpenedDate } from "./group-sessions.server";

/** The dates' fates; null when the first request is still opening them. */
export type Opening = { kind: "opened" | "repeated"; fates: OpenedDate[] | null };

type StoredFate = { day: string; outcome: OpenedDate["outcome"]; id?: number };

export async function openGroupOnce(db: Kysely<Database>, plan: GroupPlan, submissionKey: string, now: Date): Promise<Opening> {
  try {
    await db
      .insertInto("group_openings")
      .values({ submission_key: submissionKey, fates: null, created_at: timestamp(now) })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const earlier = await db.selectFrom("group_openings").select("fates").where("submission_key", "=", submissionKey).executeTakeFirst();
    return { kind: "repeated", fates: earlier?.fates ? storedFates(earlier.fates) : null };
  }
  const fates = await openGroupSessions(db, plan, now);
  const stored: StoredFate[] = fates.map((fate) => ({
    day: fate.day.toString(),
    outcome: fate.outcome,
    ...(fate.outcome === "opened" ? { id: fate.id } : {}),
  }));
  await db
    .updateTable("group_openings")
    .set({ fates: JSON.stringify(stored) })
    .where("submission_key", "=", submissionKey)
    .execute();
  return { kind: "opened", fates };
}

function storedFates(json: string): OpenedDate[] {
  return (JSON.parse(json) as StoredFate[]).map(({ day, outcome, id }) =>
    outcome === "opened" ? { day: Temporal.PlainDate.from(day), outcome, id: id! } : { day: Temporal.PlainDate.from(day), outcome },
  );
}
