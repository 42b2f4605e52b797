// The soak summary's lines and checks, written by each part of checks/ in
// turn, with the run's clock for the times it names.
export type Summary = {
  lines: string[];
  /** Adds a check's line ("[ok]" or "[FAIL]") and up to 15 of its details. */
  check: (ok: boolean, text: string, details?: string[]) => void;
  failures: () => number;
  /** A time as seconds since the traffic started: "t+12.3s". */
  t: (at: number) => string;
  /** A time of day, to find in the instances' logs. */
  clock: (at: number) => string;
};

export function newSummary(startedAt: number): Summary {
  const lines: string[] = [];
  const results: boolean[] = [];
  return {
    lines,
    check(ok, text, details = []) {
      results.push(ok);
      lines.push(`  [${ok ? "ok" : "FAIL"}] ${text}`);
      for (const detail of details.slice(0, 15)) lines.push(`         ${detail}`);
      if (details.length > 15) lines.push(`         … and ${details.length - 15} more`);
    },
    failures: () => results.filter((ok) => !ok).length,
    t: (at) => `t+${((at - startedAt) / 1000).toFixed(1)}s`,
    clock: (at) => new Date(at).toISOString().slice(11, 23),
  };
}

/** Tallies `values` into "303×12 409×2". */
export function tally(values: readonly unknown[]): string {
  const counts = new Map<unknown, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([value, count]) => `${value}×${count}`)
      .join(" ") || "none"
  );
}

/** How many times each key occurs. */
export function countBy<T>(items: readonly T[], keys: (item: T) => Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of keys(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

export const overlaps = (at: number, endAt: number | null | undefined, from: number, to: number): boolean => at <= to && (endAt ?? at) >= from;
