// The health-data consents kept as proof (issue 80, art. 7 ust. 1 RODO): a
// record each time one is given (for which purpose, who, the words shown,
// when), marked when it ends (withdrawn by the client, or the data erased
// after the retention period) and never deleted while the card exists.
// Written in the transaction that sets or clears the card's column of it.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import type { ConsentGiver, HealthPurpose } from "~/db/client-import-tables";
import type { Timestamp } from "~/db/timestamp";
import { HEALTH_CONSENT_WORDINGS } from "./consent-purposes.messages";

export async function recordConsentGiven(trx: Transaction<Database>, clientId: number, purpose: HealthPurpose, at: Timestamp, by: ConsentGiver): Promise<void> {
  await trx
    .insertInto("health_consents")
    .values({ client_id: clientId, purpose, given_at: at, given_by: by, wording: HEALTH_CONSENT_WORDINGS[purpose] })
    .execute();
}

export async function recordConsentEnded(trx: Transaction<Database>, clientId: number, purpose: HealthPurpose, at: Timestamp): Promise<void> {
  await trx
    .updateTable("health_consents")
    .set({ withdrawn_at: at })
    .where("client_id", "=", clientId)
    .where("purpose", "=", purpose)
    .where("withdrawn_at", "is", null)
    .execute();
}

/** A card's consents, newest first: for its page, its export, and the proof. */
export function consentRecordsOf(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom("health_consents")
    .select(["purpose", "given_at", "given_by", "wording", "withdrawn_at"])
    .where("client_id", "=", clientId)
    .orderBy("given_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
