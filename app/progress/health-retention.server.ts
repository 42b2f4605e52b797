// Health data is not kept for ever (issue 80, art. 5 ust. 1 lit. e RODO): a
// client with nothing new for HEALTH_DATA_MONTHS (no session booked or held,
// no set, measurement, photo, diet or questionnaire, no consent given) has
// their consent taken back and what was kept on it erased by the daily job,
// as a withdrawal erases it. Each card is checked again under its row's lock
// in the transaction that erases it, so a set logged meanwhile keeps the data
// (the log stores under the same lock).
import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { timestamp } from "~/db/timestamp";
import { monthsBefore } from "~/lib/months-before";
import { eraseHealthDataWithin } from "./health-consent.server";

/** How long after a client's last activity their health data is kept: the privacy policy states it. */
export const HEALTH_DATA_MONTHS = 12;

type Card = ExpressionBuilder<Database, "clients">;

/** Nothing of the client's at or after `since`: the card's consent and every table its health data or sessions live in. */
function idleSince(eb: Card, since: string) {
  const none = (
    table: "bookings" | "workout_sets" | "measurements" | "progress_photos" | "diet_plans" | "supplement_lists" | "health_questionnaires",
    column: string,
  ) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom(table)
          .select(eb.lit(1).as("one"))
          .whereRef(`${table}.client_id` as never, "=", "clients.id")
          .where(`${table}.${column}` as never, ">=", since as never),
      ),
    );
  const consents = ["clients.progress_consent_at", "clients.questionnaire_consent_at", "clients.diet_consent_at"] as const;
  return eb.and([
    // A consent stands, and none was given within the period (a consent given is activity too).
    eb.or(consents.map((column) => eb(column, "is not", null))),
    ...consents.map((column) => eb.or([eb(column, "is", null), eb(column, "<", since)])),
    none("bookings", "starts_at"),
    none("workout_sets", "received_at"),
    none("measurements", "created_at"),
    none("progress_photos", "created_at"),
    none("diet_plans", "created_at"),
    none("supplement_lists", "created_at"),
    none("health_questionnaires", "answered_at"),
  ]);
}

/** Erases the health data of every client with nothing new for HEALTH_DATA_MONTHS before `now`; how many clients' data went. */
export async function eraseIdleHealthData(db: Kysely<Database>, now: Date): Promise<number> {
  const since = timestamp(monthsBefore(now, HEALTH_DATA_MONTHS));
  const idle = await db
    .selectFrom("clients")
    .select("id")
    .where((eb) => idleSince(eb, since))
    .execute();
  let erased = 0;
  for (const { id } of idle) if (await db.transaction().execute((trx) => eraseIfStillIdle(trx, id, since, now))) erased++;
  return erased;
}

async function eraseIfStillIdle(trx: Transaction<Database>, clientId: number, since: string, now: Date): Promise<boolean> {
  await writeLockFirst(trx);
  const card = trx
    .selectFrom("clients")
    .select("id")
    .where("id", "=", clientId)
    .where((eb) => idleSince(eb, since));
  if (!(await (dialectOf(trx) === "postgres" ? card.forUpdate() : card).executeTakeFirst())) return false;
  await eraseHealthDataWithin(trx, clientId, now);
  return true;
}
