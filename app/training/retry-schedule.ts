// When sets still waiting on the phone are tried again without anyone asking:
// soon while the signal may just be back, less and less often while the
// server refuses them (the client signed out, a deploy under way), so an
// open page does not knock every 5 s for hours.
import { doublingDelay } from "~/lib/doubling-delay";

/** The wait after no answer at all (no signal), and the first wait after a refusal. */
export const RETRY_MS = 5_000;
/** The longest wait between two tries. */
export const MAX_RETRY_MS = 5 * 60_000;

/** The wait before the next try, after so many refusals in a row by the server. */
export function retryDelay(refusalsInARow: number): number {
  return doublingDelay(RETRY_MS, refusalsInARow, MAX_RETRY_MS);
}
