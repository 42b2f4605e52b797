// The body measurements a client or the trainer records, with the ranges a
// real body falls in (a typo such as 725 kg for 72,5 kg is refused, not
// charted). Browser-safe: the form, the table and the chart read it too.
import type { MeasurementTable } from "~/db/training-tables";

export type MeasureKey = "weight_kg" | "waist_cm" | "hips_cm" | "chest_cm" | "arm_cm" | "thigh_cm" | "body_fat_pct";

export type Measure = { key: MeasureKey; unit: "kg" | "cm" | "%"; min: number; max: number };

export const MEASURES: readonly Measure[] = [
  { key: "weight_kg", unit: "kg", min: 20, max: 300 },
  { key: "waist_cm", unit: "cm", min: 40, max: 250 },
  { key: "hips_cm", unit: "cm", min: 50, max: 250 },
  { key: "chest_cm", unit: "cm", min: 50, max: 250 },
  { key: "arm_cm", unit: "cm", min: 15, max: 80 },
  { key: "thigh_cm", unit: "cm", min: 25, max: 120 },
  { key: "body_fat_pct", unit: "%", min: 3, max: 70 },
];

export const MEASURE_KEYS = MEASURES.map((measure) => measure.key);

/** One day's measurements as pages show them: the values entered, null where none was. */
export type MeasurementRow = Pick<MeasurementTable, MeasureKey> & { id: number; measuredOn: string; enteredBy: "client" | "trainer" };

/** What a refused measurement form shows again: each field's error (the form's own under "form") and what was typed. */
export type MeasurementProblem = { errors: Record<string, string>; values: Record<string, string> };

/** The form's field names: the columns' own. */
export const MEASUREMENT_FORM_FIELDS = ["intent", "submissionKey", "measuredOn", ...MEASURE_KEYS] as const;

const oneDecimal = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });

/** "72,5 kg", "18 %": a value as the pages write it, the unit kept with its number. */
export const formatMeasure = (value: number, unit: Measure["unit"]) => `${oneDecimal.format(value)}\u00A0${unit}`;

const warsawDay = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" });

/** The Warsaw date of an instant, "YYYY-MM-DD": the day a measurement or a photo is dated by default. */
export const warsawDateOf = (now: Date) => warsawDay.format(now);
