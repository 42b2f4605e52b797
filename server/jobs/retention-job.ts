import type { Kysely } from "kysely";
import { deleteEndedSessions } from "~/admin/index.server";
import { deleteEndedSignIns } from "~/client-account/index.server";
import type { Database } from "~/db/database.server";
import { eraseExpiredEnquiries } from "~/enquiries/index.server";
import { deleteEndedLimits } from "~/enquiries/index.server";
import { deleteUnusedPhotos, UNUSED_PHOTO_DAYS } from "~/photos/index.server";
import { eraseBookingsEndedBefore } from "~/clients/index.server";
import { eraseExpiredBlocks } from "~/clients/index.server";
import { eraseBlocksEndedBefore, eraseEmptyCards, forgetErasedBefore } from "~/clients/index.server";
import { forgetVouchersEndedBefore } from "~/clients/index.server";
import { erasePackagesEndedBefore } from "~/packages/index.server";
import { NETWORK_SWEEP_MINUTES } from "~/bookings/index.server";
import { monthsBefore } from "~/lib/months-before";
import { eraseRevisionsBefore, REVISION_MONTHS } from "~/site-content/index.server";
import { eraseEndedWaitlist } from "~/waitlist/index.server";
import { eraseOldImports } from "~/imports/index.server";
import { eraseIdleHealthData, HEALTH_DATA_MONTHS } from "~/progress/index.server";
import type { Logger } from "./outbox-worker";

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How often the rate limits' counts past their window are forgotten (the privacy policy states it for bookings). */
export const NETWORK_SWEEP_INTERVAL_MS = NETWORK_SWEEP_MINUTES * 60 * 1000;

export type RetentionJobOptions = {
  db: Kysely<Database>;
  /** RETENTION_MONTHS: the privacy policy promises erasure after this long. */
  months: number;
  /** How long a blocked address stays blocked (the published privacy settings), read at each run: the caller holds the content. */
  blockMonths: () => number;
  log?: Logger;
  intervalMs?: number;
  networkSweepMs?: number;
  clock?: () => Date;
};

export type RetentionJob = {
  /** Stops the schedule; resolves once a run in progress has finished. */
  stop(): Promise<void>;
};

/**
 * Erases what the site no longer needs, at start and then daily: enquiries,
 * packages, bookings and blocks of time past the retention period, the
 * people on gift vouchers done with that long ago (the sale stays), client
 * cards left empty, the hashed keys of people erased that long ago, the health data of clients with nothing new for
 * HEALTH_DATA_MONTHS, ended blocks of addresses, ended inbox sessions, the
 * content's revisions older than REVISION_MONTHS (each section's newest
 * stays), uploaded photos no remaining revision uses; and
 * every few minutes the rate limits' counts (hashed networks, e-mails typed
 * at sign-in) whose window and wait are over, and the waitlist's addresses
 * of days that have ended.
 */
export function startRetentionJob({
  db,
  months,
  blockMonths,
  log = console,
  intervalMs = RETENTION_INTERVAL_MS,
  networkSweepMs = NETWORK_SWEEP_INTERVAL_MS,
  clock = () => new Date(),
}: RetentionJobOptions): RetentionJob {
  let running: Promise<void> = Promise.resolve();

  async function guarded(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      // The database is away: the next run catches up.
      log.error(`retention: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // What must go within minutes: the networks past their limit's window, the addresses waiting for a day that has ended,
  // the clients' imports a day after their last step (their rows and what could undo them).
  async function sweepAt(now: Date) {
    await deleteEndedLimits(db, now);
    const waiting = await eraseEndedWaitlist(db, now);
    if (waiting > 0) log.info(`retention: erased ${waiting} waitlist addresses of days that have ended`);
    const imports = await eraseOldImports(db, now);
    if (imports > 0) log.info(`retention: erased ${imports} client imports a day after their last step`);
  }

  const run = () =>
    guarded(async () => {
      const now = clock();
      const erased = await eraseExpiredEnquiries(db, months, now);
      const packages = await erasePackagesEndedBefore(db, monthsBefore(now, months));
      const vouchers = await forgetVouchersEndedBefore(db, monthsBefore(now, months));
      const bookings = await eraseBookingsEndedBefore(db, monthsBefore(now, months));
      const timeBlocks = await eraseBlocksEndedBefore(db, monthsBefore(now, months));
      const cards = await eraseEmptyCards(db, undefined, monthsBefore(now, months));
      const erasures = await forgetErasedBefore(db, monthsBefore(now, months));
      const health = await eraseIdleHealthData(db, now);
      const blocks = await eraseExpiredBlocks(db, blockMonths(), now);
      await deleteEndedSessions(db, now);
      await deleteEndedSignIns(db, now);
      await sweepAt(now);
      // Revisions first: a photo only an erased revision named goes in the same run.
      const revisions = await eraseRevisionsBefore(db, monthsBefore(now, REVISION_MONTHS));
      const photos = await deleteUnusedPhotos(db, UNUSED_PHOTO_DAYS, now);
      if (photos.length > 0) log.info(`retention: deleted ${photos.length} unused photos`);
      if (erased > 0) log.info(`retention: erased ${erased} enquiries older than ${months} months`);
      if (bookings > 0) log.info(`retention: erased ${bookings} bookings whose session was over ${months} months ago`);
      if (packages > 0) log.info(`retention: erased ${packages} packages whose validity ended over ${months} months ago`);
      if (vouchers > 0) log.info(`retention: forgot the people on ${vouchers} gift vouchers done with over ${months} months ago`);
      if (cards > 0) log.info(`retention: erased ${cards} client cards with nothing left on them`);
      if (health > 0) log.info(`retention: erased the health data of ${health} clients with nothing new for ${HEALTH_DATA_MONTHS} months`);
      if (erasures > 0) log.info(`retention: forgot ${erasures} hashed keys of people erased over ${months} months ago`);
      if (blocks > 0) log.info(`retention: lifted ${blocks} ended blocks of e-mail addresses`);
      if (timeBlocks > 0) log.info(`retention: erased ${timeBlocks} blocks of time that ended over ${months} months ago`);
      if (revisions > 0) log.info(`retention: erased ${revisions} content revisions older than ${REVISION_MONTHS} months`);
    });

  const sweep = () => guarded(() => sweepAt(clock()));

  const schedule = (work: () => Promise<void>) => () => {
    running = running.then(work);
  };
  schedule(run)();
  const timers = [setInterval(schedule(run), intervalMs), setInterval(schedule(sweep), networkSweepMs)];
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await running;
    },
  };
}
