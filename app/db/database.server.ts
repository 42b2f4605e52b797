import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type Insertable, type Selectable } from "kysely";
import pg from "pg";
import { parseDatabaseUrl } from "~/db/database-url.server";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { migrateToLatest } from "~/db/migrations.server";
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
import type { VoucherChangeTable, VoucherTable } from "~/db/voucher-tables";
import type { LedgerEntryTable, OrderLineTable, OrderTable } from "~/db/ledger-tables";
import type { OnlinePaymentTable, OnlineRefundTable } from "~/db/online-payment-tables";
import type { ClientImportTable, ErasedPersonTable, HealthConsentTable } from "~/db/client-import-tables";
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

import type { OutboxTable } from "~/db/outbox-tables";
export type { NotificationRecipient, OutboxKind, OutboxStatus, OutboxTable } from "~/db/outbox-tables";

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
  voucher_changes: VoucherChangeTable;
  client_imports: ClientImportTable;
  erased_people: ErasedPersonTable;
  health_consents: HealthConsentTable;
  ledger_entries: LedgerEntryTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  online_payments: OnlinePaymentTable;
  online_refunds: OnlineRefundTable;
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
export type LedgerEntry = Selectable<LedgerEntryTable>;

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

/** Closes the app's database; the next getDatabase() opens it again. Says whether one was open. */
export async function closeDatabase(): Promise<boolean> {
  const pending = shared.__siteDatabase;
  shared.__siteDatabase = undefined;
  if (pending) await (await pending.catch(() => null))?.destroy();
  return pending !== undefined;
}
