// The measurement form, read the same in the browser and on the server: any
// of the measures (a decimal comma as a phone's keypad types it), at least
// one, each within a body's range, on a day that is not in the future.
import { readCalendarDate } from "~/lib/calendar-date";
import { z } from "~/lib/zod";
import { MEASURES, type MeasureKey } from "./measures";
import { MEASURE_NAMES, PROGRESS } from "./progress.messages";

export type MeasurementInput = { measuredOn: string; values: Partial<Record<MeasureKey, number>> };

const measureField = (measure: (typeof MEASURES)[number]) =>
  z
    .string()
    .max(12)
    .optional()
    .transform((text, context) => {
      const trimmed = (text ?? "").trim().replace(",", ".");
      if (trimmed === "") return undefined;
      const value = /^\d{1,3}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : NaN;
      const name = MEASURE_NAMES[measure.key];
      if (Number.isNaN(value)) context.addIssue({ code: "custom", message: PROGRESS.notANumber(name) });
      else if (value < measure.min || value > measure.max)
        context.addIssue({ code: "custom", message: PROGRESS.outOfRange(name, measure.min, measure.max, measure.unit) });
      return value;
    });

/** The schema for a day `today` (Warsaw, "YYYY-MM-DD"): a later date is refused. */
export function measurementSchema(today: string) {
  const shape = Object.fromEntries(MEASURES.map((measure) => [measure.key, measureField(measure)])) as Record<MeasureKey, ReturnType<typeof measureField>>;
  return z
    .object({
      measuredOn: z
        .string()
        .max(10)
        .refine((text) => readCalendarDate(text).ok, PROGRESS.badDate)
        .refine((text) => text <= today, PROGRESS.futureDate),
      ...shape,
    })
    .transform(({ measuredOn, ...values }, context): MeasurementInput => {
      const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as MeasurementInput["values"];
      if (Object.keys(given).length === 0) context.addIssue({ code: "custom", message: PROGRESS.atLeastOne, path: ["form"] });
      return { measuredOn, values: given };
    });
}
