// Names of throw-away test schemas and databases that say when they were made,
// so that those a run killed before its end left are dropped by a later run.
import { randomBytes } from "node:crypto";

/** Older than this, a name was left by a run killed before its end (a run takes minutes). */
const STALE_MS = 24 * 3600_000;

/** A prefix for this run's names: `kind` ("test_", "e2e_"), the time, a random part. */
export const timedPrefix = (kind: string) => `${kind}${Date.now().toString(36)}_${randomBytes(4).toString("hex")}_`;

/** Whether `name`, made by timedPrefix(kind), was made a day ago or more (or cannot say when). */
export function madeADayAgo(name: string, kind: string): boolean {
  const madeAt = parseInt(name.slice(kind.length).split("_")[0]!, 36);
  return !(Date.now() - madeAt <= STALE_MS);
}
