import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type Generated, type Insertable, type Selectable } from "kysely";
import pg from "pg";
import { parseDatabaseUrl } from "~/db/database-url.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { migrateToLatest } from "~/db/migrations.server";
import type { Timestamp } from "~/db/timestamp";
import type {
  AdminSessionTable,
  AppSecretTable,
  ContentRevisionTable,
  EnquiryTable,
  PanelSeenTable,
  PhotoTable,
  PhotoVariantTable,
  RateLimitTable,
  ReplicationWatchTable,
} from "~/db/site-tables";
import type { ClientSessionTable, ClientSignInLinkTable, DeliveryTable, PushSubscriptionTable } from "~/db/push-tables";
import type { WaitlistTable } from "~/db/waitlist-tables";
import type {
  DietPlanTable,
  ExerciseTable,
  MeasurementTable,
  PlanTemplateTable,
  ProgressPhotoTable,
  SupplementListTable,
  TrainingPlanTable,
  WorkoutSetTable,
} from "~/db/training-tables";
import type { GroupSeatTable, GroupSessionTable } from "~/db/group-tables";
import type { GroupOpeningTable } from "~/db/group-opening-tables";
import type { ReviewRequestTable } from "~/db/review-tables";
import type { HealthQuestionnaireTable } from "~/db/health-questionnaire-tables";
import type { VoucherTable } from "~/db/voucher-tables";
import type { BlockedBookingEmailTable, BookingCellTable, BookingTable, CalendarBlockTable } from "~/db/booking-tables";
import type {
  BookingSeriesTable,
  ClientKeyTable,
  ClientPackageTable,
  ClientTable,
  PackageEventTable,
  PackageServiceTable,
  PackageUseTable,
  PrivateBusyTable,
  PrivateCalendarTable,
} from "~/db/diary-tables";

export { timestamp, type Timestamp } from "~/db/timestamp";
export type { PhotoStatus } from "~/db/site-tables";

export type OutboxKind =
  | "notify_trainer"
  | "acknowledge_visitor"
  | "booking_confirmed_visitor"
  | "booking_confirmed_trainer"
  | "booking_reminder"
  /** The reminder 2 hours before, for a client who asked for it (clients.reminder_two_hours). */
  | "booking_reminder_2h"
  | "booking_cancelled_visitor"
  | "booking_cancelled_trainer"
  /** To the trainer, once per package: one session left, or expiry within 7 days. */
  | "package_running_out_trainer"
  /** To the client when the trainer sells them a package: its terms, payment and withdrawal. */
  | "package_sold_client"
  /** To the client when the trainer removes a package they were told of (its confirmation sent, or ordered online). */
  | "package_removed_client"
  /** To the trainer by push only, at the first failed fetch of the private calendar after a good one. */
  | "private_calendar_failed"
  /** To someone on the waitlist: a time freed up on the day they wait for. */
  | "waitlist_time_freed"
  /** To an address put on the waitlist: the link that confirms it (nothing else is sent to it before). */
  | "waitlist_confirm"
  /** To the client: a one-time link to /moje-treningi. */
  | "client_sign_in_link"
  /** To the trainer: a client asked at /moje-treningi for their data to be erased. */
  | "client_erasure_request"
  /** To the trainer: the continuous copy off the server has failed for an hour (app/backup/). */
  | "backup_stopped"
  /** To the trainer, after "backup_stopped": the copy writes again. */
  | "backup_recovered"
  /** To the trainer: a group session is below its minimum at her time to decide (app/groups). */
  | "group_below_minimum"
  /** To the client, once: leave a review at the trainer's address, or say "Nie, dziękuję" (app/reviews). */
  | "review_request"
  /** To the trainer, once while it stands: a client's health questionnaire has a "Tak" to a risk question (app/questionnaire). */
  | "questionnaire_risk"
  /** To the buyer of a gift voucher: the order, its terms and how to pay (app/vouchers). */
  | "voucher_ordered_client"
  /** To the trainer: a gift voucher was ordered. */
  | "voucher_ordered_trainer"
  /** To the buyer, once the trainer marked it paid: the voucher as a PDF. */
  | "voucher_paid_client";
/** The trainer, or the client the message is about (the enquiry's, the booking's). */
export type NotificationRecipient = "trainer" | "client";
/** "skipped": a booking's mail that no longer applies when its turn came (the booking cancelled or moved). */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "skipped";

export interface OutboxTable {
  id: Generated<number>;
  /** The message's subject, at most one set: erasing it (RODO) erases its messages. */
  enquiry_id: number | null;
  booking_id: number | null;
  package_id: Generated<number | null>;
  waitlist_id: Generated<number | null>;
  /** A message about the client as a whole (migration 0026). */
  client_id: Generated<number | null>;
  /** A gift voucher's message (migration 0040). */
  voucher_id: Generated<number | null>;
  /** The message's template (app/notifications/). */
  kind: OutboxKind;
  /** The channel that delivers it ("email"); only a registered channel's worker claims the row. */
  channel: Generated<string>;
  /** Who it is for, as a role the channel turns into an address at send time: no personal data is copied here. */
  recipient: NotificationRecipient;
  /** The facts its template needs beyond its subject, as JSON; null when the subject says it all. */
  data: Generated<string | null>;
  status: OutboxStatus;
  /** Sends started, including ones cut short by a crash. */
  attempts: number;
  next_attempt_at: Timestamp;
  /** While 'sending': the claim expires then, so a crashed sender's row becomes due again. */
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** When the mail was queued; for a reminder, when it became due. Retries end 24 hours after it. */
  created_at: Timestamp;
}

export interface Database {
  enquiries: EnquiryTable;
  outbox: OutboxTable;
  app_secrets: AppSecretTable;
  admin_sessions: AdminSessionTable;
  rate_limits: RateLimitTable;
  content_revisions: ContentRevisionTable;
  photos: PhotoTable;
  photo_variants: PhotoVariantTable;
  bookings: BookingTable;
  booking_cells: BookingCellTable;
  calendar_blocks: CalendarBlockTable;
  blocked_booking_emails: BlockedBookingEmailTable;
  clients: ClientTable;
  client_keys: ClientKeyTable;
  booking_series: BookingSeriesTable;
  client_packages: ClientPackageTable;
  package_uses: PackageUseTable;
  package_services: PackageServiceTable;
  package_events: PackageEventTable;
  private_calendar: PrivateCalendarTable;
  private_busy: PrivateBusyTable;
  panel_seen: PanelSeenTable;
  push_subscriptions: PushSubscriptionTable;
  deliveries: DeliveryTable;
  client_sign_in_links: ClientSignInLinkTable;
  client_sessions: ClientSessionTable;
  waitlist: WaitlistTable;
  replication_watch: ReplicationWatchTable;
  exercises: ExerciseTable;
  plan_templates: PlanTemplateTable;
  training_plans: TrainingPlanTable;
  diet_plans: DietPlanTable;
  supplement_lists: SupplementListTable;
  workout_sets: WorkoutSetTable;
  measurements: MeasurementTable;
  progress_photos: ProgressPhotoTable;
  group_sessions: GroupSessionTable;
  group_seats: GroupSeatTable;
  group_openings: GroupOpeningTable;
  review_requests: ReviewRequestTable;
  health_questionnaires: HealthQuestionnaireTable;
  vouchers: VoucherTable;
}

export type Enquiry = Selectable<EnquiryTable>;
export type NewEnquiry = Insertable<EnquiryTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type ContentRevision = Selectable<ContentRevisionTable>;
export type Booking = Selectable<BookingTable>;
export type GroupSession = Selectable<GroupSessionTable>;
export type CalendarBlock = Selectable<CalendarBlockTable>;
export type Client = Selectable<ClientTable>;
export type ClientPackage = Selectable<ClientPackageTable>;
export type WaitlistEntry = Selectable<WaitlistTable>;
export type Voucher = Selectable<VoucherTable>;

/**
 * The database holds every enquiry and the signing secrets: only the
 * server's own user may read it. A directory made here is 0700; the file is
 * 0600 (also when an earlier version left it readable), and SQLite gives its
 * -wal and -shm files the database file's mode. An existing directory is
 * left as it is: it may be shared, like /tmp.
 */
function makePrivate(file: string) {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, "a", 0o600));
  for (const own of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(own)) chmodSync(own, 0o600);
}

function openSqlite(file: string): SqliteDatabase.Database {
  if (file !== ":memory:") makePrivate(file);
  const database = new SqliteDatabase(file);
  // WAL lets the inbox read while an enquiry is written; FULL makes a commit
  // survive a power cut, not only a crash, before the visitor sees the thank-you page.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return database;
}

/** A database handle for `url` (see DATABASE_URL in .env.example); connects on first use. */
export function createDatabase(url: string | undefined): Kysely<Database> {
  const location = parseDatabaseUrl(url);
  if (location.dialect === "sqlite") {
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: async () => openSqlite(location.file) }) });
  }
  const pool = new pg.Pool({ connectionString: location.connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash
  // the process; the pool replaces it on the next query.
  pool.on("error", (error) => logger.error(`database: idle connection lost: ${error.message}`));
  // A connection dropped while a query holds it: pg-pool listens only to idle
  // ones, and an "error" event nobody listens to ends the process. The query
  // itself fails with the error and its request answers 503.
  pool.on("connect", (client) => client.on("error", (error) => logger.error(`database: connection lost during a query: ${error.message}`)));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

// Kept on globalThis so that the development server's module reloads reuse
// one connection instead of opening another on every edit.
const shared = globalThis as typeof globalThis & { __siteDatabase?: Promise<Kysely<Database>> };

/** The app's database (DATABASE_URL), migrated to the latest schema on first use. */
export function getDatabase(): Promise<Kysely<Database>> {
  shared.__siteDatabase ??= (async () => {
    const db = createDatabase(env.DATABASE_URL);
    try {
      await migrateToLatest(db);
      return db;
    } catch (error) {
      shared.__siteDatabase = undefined;
      await db.destroy();
      throw error;
    }
  })();
  return shared.__siteDatabase;
}

/** Closes the app's database; the next getDatabase() opens it again. */
export async function closeDatabase(): Promise<void> {
  const pending = shared.__siteDatabase;
  shared.__siteDatabase = undefined;
  if (pending) await (await pending.catch(() => null))?.destroy();
}
