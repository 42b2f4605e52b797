// RODO art. 9: measurements, progress photos, the workout log, the diet, the
// supplements and the health questionnaire's answers are health data, kept
// only with the client's explicit consent for their purpose (issue 80): the
// questionnaire, the progress (measurements, photos, the log) and the diet
// are each consented to and withdrawn on their own. Withdrawing one erases
// what was kept on it (art. 17 ust. 1 lit. b) and nothing else.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { ConsentGiver, HealthPurpose } from "~/db/client-import-tables";
import { timestamp, type Timestamp } from "~/db/timestamp";
import { recordConsentEnded, recordConsentGiven } from "./health-consent-records.server";

export type { HealthPurpose };

export const HEALTH_PURPOSES: readonly HealthPurpose[] = ["questionnaire", "progress", "diet"];

/** The card's column of each purpose's consent. */
const CONSENT_COLUMN = { questionnaire: "questionnaire_consent_at", progress: "progress_consent_at", diet: "diet_consent_at" } as const;

/** When the client consented for `purpose`; null: never, or withdrawn since. */
export async function healthConsentOf(db: Kysely<Database>, clientId: number, purpose: HealthPurpose): Promise<Timestamp | null> {
  const card = await db.selectFrom("clients").select(CONSENT_COLUMN[purpose]).where("id", "=", clientId).executeTakeFirst();
  return card?.[CONSENT_COLUMN[purpose]] ?? null;
}

/** Each purpose's consent of the card: when given, or null. */
export async function healthConsentsOf(db: Kysely<Database>, clientId: number): Promise<Record<HealthPurpose, Timestamp | null>> {
  const card = await db.selectFrom("clients").select(Object.values(CONSENT_COLUMN)).where("id", "=", clientId).executeTakeFirst();
  return { questionnaire: card?.questionnaire_consent_at ?? null, progress: card?.progress_consent_at ?? null, diet: card?.diet_consent_at ?? null };
}

/** Records the consent in the caller's transaction, and its record as proof (who, the words, when); given already, the first time stays. */
export async function giveConsentWithin(trx: Transaction<Database>, clientId: number, purpose: HealthPurpose, at: Timestamp, by: ConsentGiver): Promise<void> {
  const column = CONSENT_COLUMN[purpose];
  const given = await trx
    .updateTable("clients")
    .set({ [column]: at })
    .where("id", "=", clientId)
    .where(column, "is", null)
    .executeTakeFirst();
  if (Number(given.numUpdatedRows) > 0) await recordConsentGiven(trx, clientId, purpose, at, by);
}

export async function giveHealthConsent(db: Kysely<Database>, clientId: number, purpose: HealthPurpose, now: Date, by: ConsentGiver = "client"): Promise<void> {
  await db.transaction().execute((trx) => giveConsentWithin(trx, clientId, purpose, timestamp(now), by));
}

/** What a withdrawal erased, for the client's confirmation. */
export type WithdrawnHealthData = { sets: number; measurements: number; photos: number; diets: number; questionnaires: number };

const NOTHING: WithdrawnHealthData = { sets: 0, measurements: 0, photos: 0, diets: 0, questionnaires: 0 };

/** Withdraws the purpose's consent and erases what was kept on it, in one transaction; the consent's record stays, marked. */
export async function withdrawHealthConsent(db: Kysely<Database>, clientId: number, purpose: HealthPurpose, now: Date): Promise<WithdrawnHealthData> {
  return db.transaction().execute((trx) => erasePurposeWithin(trx, clientId, purpose, now));
}

/** Every purpose's consent taken back and what was kept on it erased, in the caller's transaction (the retention job's). */
export async function eraseHealthDataWithin(trx: Transaction<Database>, clientId: number, now: Date): Promise<WithdrawnHealthData> {
  const erased = { ...NOTHING };
  for (const purpose of HEALTH_PURPOSES) {
    const each = await erasePurposeWithin(trx, clientId, purpose, now);
    for (const key of Object.keys(erased) as (keyof WithdrawnHealthData)[]) erased[key] += each[key];
  }
  return erased;
}

async function erasePurposeWithin(trx: Transaction<Database>, clientId: number, purpose: HealthPurpose, now: Date): Promise<WithdrawnHealthData> {
  await trx
    .updateTable("clients")
    .set({ [CONSENT_COLUMN[purpose]]: null })
    .where("id", "=", clientId)
    .execute();
  await recordConsentEnded(trx, clientId, purpose, timestamp(now));
  const erase = async (table: "workout_sets" | "measurements" | "progress_photos" | "diet_plans" | "supplement_lists" | "health_questionnaires") =>
    Number((await trx.deleteFrom(table).where("client_id", "=", clientId).executeTakeFirst()).numDeletedRows);
  if (purpose === "questionnaire") return { ...NOTHING, questionnaires: await erase("health_questionnaires") };
  if (purpose === "diet") {
    const diets = await erase("diet_plans");
    await erase("supplement_lists");
    return { ...NOTHING, diets };
  }
  return { ...NOTHING, sets: await erase("workout_sets"), measurements: await erase("measurements"), photos: await erase("progress_photos") };
}
