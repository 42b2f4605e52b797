import type { Kysely } from "kysely";
import { askBelowMinimum } from "~/groups/index.server";
import type { Database } from "~/db/database.server";
import type { Logger } from "./outbox-worker";
import { startPeriodicCheck, type PeriodicCheck } from "./periodic-check";

/** A group session's time to check its minimum is looked for this often: the trainer is asked within minutes of it. */
export const GROUP_MINIMUM_INTERVAL_MS = 5 * 60 * 1000;

/** Asks the trainer (once, on any instance) about group sessions below their minimum at their time to decide. */
export function startGroupMinimumCheck({ db, log, clock }: { db: Kysely<Database>; log?: Logger; clock?: () => Date }): PeriodicCheck {
  return startPeriodicCheck({
    name: "group sessions",
    check: (now) => askBelowMinimum(db, now),
    done: (asked) => `${asked} below their minimum, the trainer is asked`,
    intervalMs: GROUP_MINIMUM_INTERVAL_MS,
    log,
    clock,
  });
}
