// The coached clients' body measurements: about every two weeks since they
// started, the weight drifting slowly (mostly down) with a day's noise, the
// circumferences following it; the body fat measured now and then.
import type { Temporal } from "temporal-polyfill";
import type { Random } from "../seeded-random.ts";
import { at, iso } from "./time.ts";
import type { Coached } from "./training.ts";

export type SeedMeasurement = {
  client: number;
  measured_on: string;
  weight_kg: number;
  waist_cm: number;
  hips_cm: number;
  chest_cm: number;
  arm_cm: number;
  thigh_cm: number;
  body_fat_pct: number | null;
  entered_by: "client" | "trainer";
  submission_key: string;
  created_at: string;
};

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Where a client starts: a woman's and a man's plausible figures. */
function start(female: boolean, random: Random) {
  return female
    ? {
        weight: random.between(58, 88),
        waist: random.between(68, 92),
        hips: random.between(94, 112),
        chest: random.between(84, 100),
        arm: random.between(26, 32),
        thigh: random.between(52, 62),
        fat: random.between(24, 34),
      }
    : {
        weight: random.between(72, 108),
        waist: random.between(82, 104),
        hips: random.between(94, 108),
        chest: random.between(96, 114),
        arm: random.between(30, 38),
        thigh: random.between(54, 64),
        fat: random.between(15, 27),
      };
}

export function makeMeasurements(coached: readonly Coached[], today: Temporal.PlainDate, random: Random): SeedMeasurement[] {
  const rows: SeedMeasurement[] = [];
  for (const { client, since, female } of coached) {
    const first = start(female, random);
    // Kilograms a week: most lose a little, some build up.
    const drift = random.between(-0.12, 0.04);
    for (let day = since, count = 0; day.until(today).days >= 0; day = day.add({ days: random.int(11, 17) }), count++) {
      const weeks = since.until(day).days / 7;
      const change = Math.max(-0.2 * first.weight, drift * weeks) + random.between(-0.6, 0.6);
      const shrink = (centimetres: number, factor: number) => tenth(centimetres + change * factor + random.between(-0.4, 0.4));
      rows.push({
        client,
        measured_on: day.toString(),
        weight_kg: tenth(first.weight + change),
        waist_cm: shrink(first.waist, 0.9),
        hips_cm: shrink(first.hips, 0.6),
        chest_cm: shrink(first.chest, 0.4),
        arm_cm: shrink(first.arm, 0.15),
        thigh_cm: shrink(first.thigh, 0.3),
        body_fat_pct: random.chance(0.4) ? tenth(Math.max(8, first.fat + change * 0.5)) : null,
        entered_by: random.chance(0.7) ? "client" : "trainer",
        submission_key: `seed-measurement-${client}-${count}`,
        created_at: iso(at(day, "08:15")),
      });
    }
  }
  return rows;
}
