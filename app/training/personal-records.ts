// A personal record, as the client's page says it ("Nowy rekord: przysiad
// 80 kg × 5"): a heavier weight than ever for that exercise, or more reps at
// the heaviest weight. The first time an exercise is logged sets no record:
// there is nothing to beat.
// Records are counted against the days before: the phone, offline, knows
// those and the sets logged on it today, and says the same as the server. Browser-safe: the phone notices it offline.

export type Lift = { weightKg: number | null; reps: number | null };
export type Best = { weightKg: number; reps: number };

const counts = (lift: Lift): lift is Best => lift.weightKg !== null && lift.weightKg > 0 && lift.reps !== null && lift.reps > 0;

/** A stored set's lift. */
export const liftOf = (row: { weight_kg: number | null; reps: number | null }): Lift => ({ weightKg: row.weight_kg, reps: row.reps });

/** Whether `lift` beats `best`. */
export function beats(lift: Lift, best: Best | null): boolean {
  if (!counts(lift) || best === null) return false;
  return lift.weightKg > best.weightKg || (lift.weightKg === best.weightKg && lift.reps > best.reps);
}

/** The best of a history, or null when nothing in it counts. */
export function bestOf(lifts: readonly Lift[]): Best | null {
  let best: Best | null = null;
  for (const lift of lifts) if (counts(lift) && (best === null || beats(lift, best))) best = { weightKg: lift.weightKg, reps: lift.reps };
  return best;
}

/**
 * Which of a day's `lifts`, in the order done, set a record over the best of
 * the days before (`best`) and the lifts before them; none without a best.
 */
export function recordsIn(best: Best | null, lifts: readonly Lift[]): boolean[] {
  if (best === null) return lifts.map(() => false);
  let current = best;
  return lifts.map((lift) => {
    const record = beats(lift, current);
    if (record && counts(lift)) current = { weightKg: lift.weightKg, reps: lift.reps };
    return record;
  });
}
