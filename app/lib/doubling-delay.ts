/** A wait that doubles with each failure in a row, from `firstMs` up to `maxMs` (the outbox's retries, the phone's waiting sets). */
export function doublingDelay(firstMs: number, failuresInARow: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, failuresInARow), maxMs);
}
