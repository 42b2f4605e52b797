// One posted measurement form, from the client's page or the trainer's: read,
// checked against the schema and the consent, stored once per submission key.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { messagesByField } from "~/lib/zod";
import { measurementSchema } from "./measurement-schema";
import { addMeasurement, deleteMeasurementDay } from "./measurement-store.server";
import { MEASUREMENT_FORM_FIELDS, warsawDateOf, type MeasurementProblem } from "./measures";
import { PROGRESS } from "./progress.messages";

export type MeasurementOutcome = { ok: true } | { ok: false; status: 400 | 403; problem: MeasurementProblem };

export async function enterMeasurement(
  db: Kysely<Database>,
  clientId: number,
  fields: URLSearchParams,
  enteredBy: "client" | "trainer",
  now: Date,
): Promise<MeasurementOutcome> {
  const values = Object.fromEntries(MEASUREMENT_FORM_FIELDS.filter((name) => name !== "intent").map((name) => [name, fields.get(name) ?? ""]));
  const parsed = measurementSchema(warsawDateOf(now)).safeParse(values);
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(messagesByField(parsed.error)).map(([field, messages]) => [field, messages[0]!]));
    return { ok: false, status: 400, problem: { errors, values } };
  }
  const submissionKey = values.submissionKey || "";
  if (submissionKey.length < 16 || submissionKey.length > 64) return { ok: false, status: 400, problem: { errors: { form: PROGRESS.staleForm }, values } };
  const saved = await addMeasurement(db, { clientId, input: parsed.data, enteredBy, submissionKey }, now);
  return saved === "saved" ? { ok: true } : { ok: false, status: 403, problem: { errors: { form: PROGRESS.noConsent }, values } };
}

/** The day field of a row's "Usuń" form in the measurements' table. */
export const MEASUREMENT_DAY_FIELD = "dzien";

/** A day's measurements deleted from either page; gone already (a second tap) is the same answer. */
export async function deleteMeasurement(db: Kysely<Database>, clientId: number, fields: URLSearchParams): Promise<MeasurementOutcome> {
  const day = fields.get(MEASUREMENT_DAY_FIELD) ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { ok: false, status: 400, problem: { errors: { form: PROGRESS.staleForm }, values: {} } };
  await deleteMeasurementDay(db, clientId, day);
  return { ok: true };
}
