import type { Kysely } from "kysely";
import { deleteEndedSessions } from "~/admin/admin-sessions.server";
import type { Database } from "~/db/database.server";
import { eraseExpiredEnquiries } from "~/enquiries/retention.server";
import { deleteStaleAttempts } from "~/admin/sign-in-throttle.server";
import { deleteUnusedPhotos } from "~/photos/photo-store.server";
import { eraseBookingsEndedBefore } from "~/bookings/calendar-queries.server";
import { deleteStaleBookingActions } from "~/bookings/booking-rate-limit.server";
import { monthsBefore } from "~/enquiries/retention.server";
import type { Logger } from "./outbox-worker";

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** An uploaded photo no revision names is kept this long, then deleted. */
export const UNUSED_PHOTO_DAYS = 30;

export type RetentionJobOptions = {
  db: Kysely<Database>;
  /** RETENTION_MONTHS: the privacy policy promises erasure after this long. */
  months: number;
  log?: Logger;
  intervalMs?: number;
  clock?: () => Date;
};

export type RetentionJob = {
  /** Stops the schedule; resolves once a run in progress has finished. */
  stop(): Promise<void>;
};

/**
 * Erases what the site no longer needs, at start and then daily: enquiries
 * and bookings past the retention period, ended inbox sessions, stale sign-in counts,
 * uploaded photos no revision of the content uses.
 */
export function startRetentionJob({ db, months, log = console, intervalMs = RETENTION_INTERVAL_MS, clock = () => new Date() }: RetentionJobOptions): RetentionJob {
  let running: Promise<void> = Promise.resolve();

  async function run() {
    try {
      const now = clock();
      const erased = await eraseExpiredEnquiries(db, months, now);
      const bookings = await eraseBookingsEndedBefore(db, monthsBefore(now, months));
      await deleteEndedSessions(db, now);
      await deleteStaleAttempts(db, now);
      await deleteStaleBookingActions(db, now);
      const photos = await deleteUnusedPhotos(db, UNUSED_PHOTO_DAYS, now);
      if (photos.length > 0) log.info(`retention: deleted ${photos.length} unused photos`);
      if (erased > 0) log.info(`retention: erased ${erased} enquiries older than ${months} months`);
      if (bookings > 0) log.info(`retention: erased ${bookings} bookings whose session was over ${months} months ago`);
    } catch (error) {
      // The database is away: the next day's run catches up.
      log.error(`retention: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const tick = () => {
    running = running.then(run);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
