// Two cards merged: the client's plans, log, measurements, photos, diets,
// supplement lists (issue 60) and the newer health questionnaire (issue 62)
// move to the card kept, with the consent that covers them. A versioned
// table's versions of both cards are numbered anew in the order they were
// written, so the newest, whichever card it was on, is the current one and
// the rest its history.
import type { Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { mergeQuestionnaires } from "~/questionnaire/index.server";

const VERSIONED = ["training_plans", "diet_plans", "supplement_lists"] as const;
// The consents' records move too: the proof of what the moved data was kept on.
const MOVED = ["workout_sets", "measurements", "progress_photos", "health_consents"] as const;

/** The cards' consents, one per purpose: the kept card's where it has one, else the other's (the data moves with it). */
export type MergedConsents = { progress_consent_at: string | null; questionnaire_consent_at: string | null; diet_consent_at: string | null };

export async function mergeHealthData(trx: Transaction<Database>, intoId: number, fromId: number, consents: MergedConsents): Promise<void> {
  for (const table of MOVED) await trx.updateTable(table).set({ client_id: intoId }).where("client_id", "=", fromId).execute();
  for (const table of VERSIONED) {
    const rows = await trx.selectFrom(table).select(["id"]).where("client_id", "in", [intoId, fromId]).orderBy("created_at").orderBy("id").execute();
    // Out of the way of the unique (client, version) first, then numbered 1, 2, 3…
    for (const row of rows) await trx.updateTable(table).set({ version: -row.id, client_id: intoId }).where("id", "=", row.id).execute();
    for (const [index, row] of rows.entries())
      await trx
        .updateTable(table)
        .set({ version: index + 1 })
        .where("id", "=", row.id)
        .execute();
  }
  await mergeQuestionnaires(trx, intoId, fromId);
  await trx.updateTable("clients").set(consents).where("id", "=", intoId).execute();
}
