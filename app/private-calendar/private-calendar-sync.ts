// What the main thread and the private calendar's worker say to each other
// (decision 024): plain data, cloned across the thread boundary.
import type { BusyTime, CalendarReport } from "~/private-calendar/private-calendar-events";
import type { AllowedHost } from "~/outbound";

/** The worker's workerData: everything it needs, so that it reads no environment of its own. */
export type SyncInput = {
  url: string;
  held: { etag: string | null; lastModified: string | null };
  allowedHosts: readonly AllowedHost[];
  /** The window, instants in ms. */
  from: number;
  to: number;
  fetchTimeoutMs?: number;
};

/** What one sync gave: a new copy with its report, the copy held unchanged, or a Polish message. */
export type SyncOutcome =
  | { kind: "fetched"; busy: BusyTime[]; report: CalendarReport; etag: string | null; lastModified: string | null }
  | { kind: "unchanged" }
  | { kind: "failed"; message: string };
