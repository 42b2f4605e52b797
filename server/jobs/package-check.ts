import type { Kysely } from "kysely";
import { tellRunningOut } from "~/packages/index.server";
import type { Database } from "~/db/database.server";
import type { Logger } from "./outbox-worker";
import { startPeriodicCheck, type PeriodicCheck } from "./periodic-check";

/** A package's last day comes without a session marked: looked for at start and every few hours. */
export const PACKAGE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Tells the trainer (once, on any instance) of packages whose last valid day is within 7 days. */
export function startPackageCheck({ db, log, clock }: { db: Kysely<Database>; log?: Logger; clock?: () => Date }): PeriodicCheck {
  return startPeriodicCheck({
    name: "packages",
    check: (now) => tellRunningOut(db, now),
    done: (told) => `${told} running out, the trainer is told`,
    intervalMs: PACKAGE_CHECK_INTERVAL_MS,
    log,
    clock,
  });
}
