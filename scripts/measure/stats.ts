// The figures the measuring scripts print from their samples.

/** The value at percentile `p` (0–100) of `values`: the smallest that at least p % of them do not exceed. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;
}

/** The middle value (of an even count, the upper of the two middle ones). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}

/** Bytes as KB with one decimal. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
