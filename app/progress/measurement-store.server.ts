// The measurements' storage. An entry needs the client's health-data consent
// (RODO art. 9), read under the card's lock in the same transaction as the
// insert, so a withdrawal at the same moment never leaves a measurement
// behind; the form's submission key makes a double tap store it once.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/database.server";
import { dialectOf, writeLockFirst } from "~/db/sql-dialect.server";
import { timestamp } from "~/db/timestamp";
import type { MeasurementInput } from "./measurement-schema";
import { MEASURE_KEYS, type MeasurementRow } from "./measures";

/** The most measurements a page charts: two a week for five years. */
export const MEASUREMENTS_SHOWN = 520;

/** The card's consent to its progress (measurements, photos, the log), read under its lock (PostgreSQL's row lock; SQLite's write lock, taken before the read). */
export async function consentUnderLock(trx: Transaction<Database>, clientId: number): Promise<boolean> {
  await writeLockFirst(trx);
  let query = trx.selectFrom("clients").select("progress_consent_at").where("id", "=", clientId);
  if (dialectOf(trx) === "postgres") query = query.forUpdate();
  const card = await query.executeTakeFirst();
  return Boolean(card?.progress_consent_at);
}

export type MeasurementEntry = { clientId: number; input: MeasurementInput; enteredBy: "client" | "trainer"; submissionKey: string };

/** Stores one day's measurements; "no-consent" when the client has not consented (or withdrew). */
export async function addMeasurement(db: Kysely<Database>, entry: MeasurementEntry, now: Date): Promise<"saved" | "no-consent"> {
  return db.transaction().execute(async (trx) => {
    if (!(await consentUnderLock(trx, entry.clientId))) return "no-consent";
    await trx
      .insertInto("measurements")
      .values({
        client_id: entry.clientId,
        measured_on: entry.input.measuredOn,
        ...entry.input.values,
        entered_by: entry.enteredBy,
        submission_key: entry.submissionKey,
        created_at: timestamp(now),
      })
      .onConflict((conflict) => conflict.column("submission_key").doNothing())
      .execute();
    return "saved";
  });
}

/**
 * The client's measurements, one row a day, oldest first (the chart's order),
 * the latest MEASUREMENTS_SHOWN days. A day entered twice (78 kg, then
 * corrected to 77,6 kg) is one row: each measure its latest value, the
 * measures the correction left empty from the entry before (issue 78).
 */
export async function measurementsOf(db: Kysely<Database>, clientId: number): Promise<MeasurementRow[]> {
  const rows = await db
    .selectFrom("measurements")
    .select(["id", "measured_on", "entered_by", ...MEASURE_KEYS])
    .where("client_id", "=", clientId)
    .orderBy("measured_on", "desc")
    .orderBy("id", "desc")
    .limit(MEASUREMENTS_SHOWN * 2)
    .execute();
  const days = new Map<string, MeasurementRow>();
  for (const { measured_on, entered_by, ...entry } of rows) {
    const day = days.get(measured_on);
    if (!day) {
      if (days.size === MEASUREMENTS_SHOWN) break;
      days.set(measured_on, { ...entry, measuredOn: measured_on, enteredBy: entered_by });
    } else for (const key of MEASURE_KEYS) day[key] ??= entry[key];
  }
  return [...days.values()].reverse();
}

/** Deletes the client's measurements of one day (all its entries); how many entries went. */
export async function deleteMeasurementDay(db: Kysely<Database>, clientId: number, day: string): Promise<number> {
  const deleted = await db.deleteFrom("measurements").where("client_id", "=", clientId).where("measured_on", "=", day).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
