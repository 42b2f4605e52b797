import { parseDatabaseUrl } from "~/db/database-url.server";
import { closeDatabase, getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { liveSite, startLiveContent } from "~/site-content/index.server";
import { MAIL_OFF_LOG } from "~/notifications";
import { createMailTransport } from "~/notifications/index.server";
import { startOutboxWorker, type Logger } from "./outbox-worker";
import { startGroupMinimumCheck } from "./group-minimum-check";
import { startPackageCheck } from "./package-check";
import { startPaymentReconciliation } from "./payment-reconciliation";
import { configuredProvider } from "~/online-payments/index.server";
import { startPhotoWorker } from "./photo-worker";
import { startPrivateCalendarJob } from "./private-calendar-job";
import { startRetentionJob } from "./retention-job";
import { startReplication } from "./replication";
import { startWalCheckpointer } from "./wal-checkpointer";
import { stopWithin } from "../shutdown";

export type Services = {
  /**
   * Stops the outbox (waiting for a send in progress), the retention job, the private calendar's fetches and SQLite's
   * checkpoints or Litestream, then closes the database. With `until` (a time in ms), each part is cut short at that
   * time, logged by name, and the outbox puts back the rows it was sending; resolves true when nothing was cut.
   */
  stop(options?: { until?: number }): Promise<boolean>;
};

/**
 * What the server runs besides answering requests: the database, migrated
 * before the first request, the outbox that mails enquiries, and the daily
 * erasure of enquiries past RETENTION_MONTHS, the private calendar's fetches, the checks for
 * packages running out and group sessions below their minimum; on SQLite, the log's
 * checkpoints in a thread of their own, or Litestream's continuous copy
 * (BACKUP_URL), which then makes them; with an online payment provider, the
 * reconciliation of its payments.
 */
export async function startServices(log: Logger = logger): Promise<Services> {
  const db = await getDatabase();
  const location = parseDatabaseUrl(env.DATABASE_URL);
  const sqliteFile = location.dialect === "sqlite" && location.file !== ":memory:" ? location.file : null;
  const content = await startLiveContent({ db, pollMs: env.CONTENT_POLL_MS, log });
  // With a continuous copy, Litestream owns the checkpoints (ADR 031); without, a thread of ours makes them.
  const replication =
    sqliteFile && env.BACKUP_URL
      ? await startReplication({
          db,
          databaseFile: sqliteFile,
          target: env.BACKUP_URL,
          keys: { accessKeyId: env.BACKUP_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_SECRET_ACCESS_KEY },
          backupDays: () => liveSite().privacy.backupDays,
          log,
        })
      : null;
  const checkpointer = sqliteFile && !replication ? await startWalCheckpointer(db, { file: sqliteFile, log }) : null;
  const transport = createMailTransport(env.SMTP_URL);
  if (!transport) {
    log.info(MAIL_OFF_LOG);
  }
  const outbox = startOutboxWorker({ db, transport, pollMs: env.OUTBOX_POLL_MS, log, site: liveSite });
  const retention = startRetentionJob({ db, months: env.RETENTION_MONTHS, blockMonths: () => liveSite().privacy.blockMonths, log });
  const photos = startPhotoWorker({ db, pollMs: env.CONTENT_POLL_MS * 5, log });
  const privateCalendar = startPrivateCalendarJob({
    db,
    pollMs: env.PRIVATE_CALENDAR_POLL_MS,
    fetchTimeoutMs: env.PRIVATE_CALENDAR_FETCH_TIMEOUT_MS,
    log,
    allowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
  });
  const packages = startPackageCheck({ db, log });
  const groups = startGroupMinimumCheck({ db, log });
  const paymentProvider = configuredProvider();
  const payments = paymentProvider ? startPaymentReconciliation({ db, provider: paymentProvider, log }) : null;
  return {
    async stop({ until } = {}) {
      // Without a deadline (a test's reset) every part is waited for.
      const left = () => (until === undefined ? undefined : until - Date.now());
      const within = (name: string, work: Promise<unknown>) => {
        const ms = left();
        return ms === undefined ? work.then((outcome) => outcome !== false) : stopWithin(name, work, ms, log);
      };
      content.stop();
      // The outbox is given its time less a second, to put back what it was sending while the database is open.
      const outboxGrace = left();
      const stopped = await Promise.all([
        within("outbox", outbox.stop(outboxGrace === undefined ? undefined : { graceMs: outboxGrace - 1_000 })),
        within("retention job", retention.stop()),
        within("photo worker", photos.stop()),
        within("private calendar", privateCalendar.stop()),
        within("package check", packages.stop()),
        within("group minimum check", groups.stop()),
        ...(payments ? [within("online payments", payments.stop())] : []),
      ]);
      // After the writers: the last checkpoint, and Litestream's copy of the last writes.
      if (checkpointer) stopped.push(await within("checkpoints", checkpointer.stop()));
      if (replication) stopped.push(await within("continuous copy (Litestream)", replication.stop()));
      transport?.close();
      stopped.push(await within("database", closeDatabase()));
      return stopped.every(Boolean);
    },
  };
}
