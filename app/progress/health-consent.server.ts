// RODO art. 9: measurements, progress photos, the workout log, the diet, the
// supplements and the health questionnaire's answers are health data, kept
// only with the client's explicit consent, given once on /moje-treningi (or
// on the questionnaire's form) before the first entry. Withdrawing it erases what was kept
// on that basis (art. 17(1)(b)): nothing is left to process without it.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { ConsentGiver } from "~/db/client-import-tables";
import { timestamp, type Timestamp } from "~/db/timestamp";
import { recordConsentEnded, recordConsentGiven } from "./health-consent-records.server";

/** When the client consented; null: never, or withdrawn since. */
export async function healthConsentOf(db: Kysely<Database>, clientId: number): Promise<Timestamp | null> {
  const card = await db.selectFrom("clients").select("health_consent_at").where("id", "=", clientId).executeTakeFirst();
  return card?.health_consent_at ?? null;
}

/** Records the consent, and its record as proof (who, the words, when); given already, the first time stays. */
export async function giveHealthConsent(db: Kysely<Database>, clientId: number, now: Date, by: ConsentGiver = "client"): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const given = await trx
      .updateTable("clients")
      .set({ health_consent_at: timestamp(now) })
      .where("id", "=", clientId)
      .where("health_consent_at", "is", null)
      .executeTakeFirst();
    if (Number(given.numUpdatedRows) > 0) await recordConsentGiven(trx, clientId, timestamp(now), by);
  });
}

/** What a withdrawal erased, for the client's confirmation. */
export type WithdrawnHealthData = { sets: number; measurements: number; photos: number; diets: number; questionnaires: number };

/** Withdraws the consent and erases the health data the client entered, in one transaction; the consent's record stays, marked. */
export async function withdrawHealthConsent(db: Kysely<Database>, clientId: number, now: Date): Promise<WithdrawnHealthData> {
  return db.transaction().execute((trx) => eraseHealthDataWithin(trx, clientId, now));
}

/** The consent taken back and what was kept on it erased, in the caller's transaction (a withdrawal, or the retention job's). */
export async function eraseHealthDataWithin(trx: Transaction<Database>, clientId: number, now: Date): Promise<WithdrawnHealthData> {
  await trx.updateTable("clients").set({ health_consent_at: null }).where("id", "=", clientId).execute();
  await recordConsentEnded(trx, clientId, timestamp(now));
  const sets = await trx.deleteFrom("workout_sets").where("client_id", "=", clientId).executeTakeFirst();
  const measurements = await trx.deleteFrom("measurements").where("client_id", "=", clientId).executeTakeFirst();
  const photos = await trx.deleteFrom("progress_photos").where("client_id", "=", clientId).executeTakeFirst();
  // The diet and the supplements the trainer wrote for the client are about their health too: kept on the same consent.
  const diets = await trx.deleteFrom("diet_plans").where("client_id", "=", clientId).executeTakeFirst();
  await trx.deleteFrom("supplement_lists").where("client_id", "=", clientId).execute();
  // The health questionnaire's answers were given on this consent too (issue 62).
  const questionnaires = await trx.deleteFrom("health_questionnaires").where("client_id", "=", clientId).executeTakeFirst();
  return {
    sets: Number(sets.numDeletedRows),
    measurements: Number(measurements.numDeletedRows),
    photos: Number(photos.numDeletedRows),
    diets: Number(diets.numDeletedRows),
    questionnaires: Number(questionnaires.numDeletedRows),
  };
}
