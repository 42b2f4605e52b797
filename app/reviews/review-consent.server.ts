// The client's agreement to be asked once for a review (issue 80): an
// unticked box at booking and on /moje-treningi; without it no request is
// ever sent. Given with a booking in its transaction, or changed on the page.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { timestamp } from "~/db/timestamp";

/** Agreed now (the first time stays), in the caller's transaction. */
export async function giveReviewConsentWithin(trx: Transaction<Database>, clientId: number, now: Date): Promise<void> {
  await trx
    .updateTable("clients")
    .set({ review_consent_at: timestamp(now) })
    .where("id", "=", clientId)
    .where("review_consent_at", "is", null)
    .execute();
}

/** The box on /moje-treningi: ticked, agreed from now (the first time stays); unticked, withdrawn. */
export async function setReviewConsent(db: Kysely<Database>, clientId: number, agreed: boolean, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (agreed) await giveReviewConsentWithin(trx, clientId, now);
    else await trx.updateTable("clients").set({ review_consent_at: null }).where("id", "=", clientId).execute();
  });
}

/** When the client agreed; null: not, or withdrawn. */
export async function reviewConsentOf(db: Kysely<Database>, clientId: number): Promise<string | null> {
  const card = await db.selectFrom("clients").select("review_consent_at").where("id", "=", clientId).executeTakeFirst();
  return card?.review_consent_at ?? null;
}
