import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messagesByField } from "~/lib/zod";
import { measurementSchema } from "./measurement-schema";
import { MEASURES } from "./measures";

const TODAY = "2026-11-27";
const parse = (fields: Record<string, string>) => measurementSchema(TODAY).safeParse({ measuredOn: TODAY, ...fields });
const errorsOf = (fields: Record<string, string>) => {
  const parsed = parse(fields);
  return parsed.success ? {} : messagesByField(parsed.error);
};

describe("the measurement form", () => {
  it("takes any subset, with a decimal comma as a phone types it", () => {
    expect(parse({ weight_kg: "72,5", waist_cm: " 81 " }).data).toEqual({ measuredOn: TODAY, values: { weight_kg: 72.5, waist_cm: 81 } });
    expect(parse({ body_fat_pct: "18.25" }).data?.values).toEqual({ body_fat_pct: 18.25 });
  });

  it("wants at least one measure", () => {
    expect(errorsOf({ weight_kg: "", hips_cm: "  " })).toEqual({ form: ["Wpisz co najmniej jeden pomiar."] });
  });

  it("says each measure's range in Polish", () => {
    expect(errorsOf({ waist_cm: "39" })).toEqual({ waist_cm: ["Obwód talii: od 40 do 250 cm."] });
    expect(errorsOf({ weight_kg: "725" })).toEqual({ weight_kg: ["Waga: od 20 do 300 kg."] });
    expect(errorsOf({ arm_cm: "3O" })).toEqual({ arm_cm: ["Obwód ramienia: wpisz liczbę, np. 72,5."] });
  });

  it("refuses a day that does not exist or has not come yet", () => {
    expect(errorsOf({ measuredOn: "2026-02-30", weight_kg: "70" })).toEqual({ measuredOn: ["Data pomiaru: wybierz dzień z kalendarza."] });
    expect(errorsOf({ measuredOn: "2026-11-28", weight_kg: "70" })).toEqual({ measuredOn: ["Data pomiaru: wybierz dzisiejszy albo wcześniejszy dzień."] });
  });

  it("accepts every value within a measure's range and nothing outside it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEASURES), fc.double({ min: 0, max: 999.99, noNaN: true }), (measure, raw) => {
        const value = Math.round(raw * 100) / 100;
        const parsed = parse({ [measure.key]: String(value).replace(".", ",") });
        expect(parsed.success).toBe(value >= measure.min && value <= measure.max);
        if (parsed.success) expect(parsed.data.values[measure.key]).toBe(value);
      }),
    );
  });
});
