// The columns of every table that holds a client's data and where the
// export (app/clients/) says each, for the export's tests by address and by
// card: a column added later fails them until the export has it.
import type { Kysely, Selectable } from "kysely";
import { expect } from "vitest";
import type { Booking, Database, Enquiry, OutboxRow, WaitlistEntry } from "~/db/database.server";
import type { BookingSeriesTable, ClientPackageTable, ClientTable, PackageEventTable, PackageUseTable } from "~/db/diary-tables";
import { bookSession } from "~/bookings/booking-store.server";
import type {
  ExportedBooking,
  ExportedCard,
  ExportedEnquiry,
  ExportedMail,
  ExportedPackage,
  ExportedPackageEvent,
  ExportedPackageUse,
  ExportedSeries,
  ExportedWaitlistEntry,
} from "~/clients/client-export-types";

export const HOUR = 60 * 60_000;

// Every column of every table that holds a client's data, and where the
// export says it: a column added later fails here until the export has it.
export const ENQUIRY_COLUMNS: Record<keyof Enquiry, keyof ExportedEnquiry | "left out"> = {
  id: "id",
  created_at: "receivedAt",
  name: "name",
  email: "email",
  phone: "phone",
  service: "service",
  message: "message",
  status: "status",
  note: "note",
  submission_key: "left out",
  client_id: "left out",
};
export const BOOKING_COLUMNS: Record<keyof Booking, keyof ExportedBooking | "left out"> = {
  id: "id",
  service_slug: "service",
  service_name: "serviceName",
  place: "place",
  price: "price",
  starts_at: "startsAt",
  ends_at: "endsAt",
  claimed_until: "bufferUntil",
  name: "name",
  email: "email",
  phone: "phone",
  notes: "notes",
  status: "status",
  sequence: "changes",
  client_moves: "movesByClient",
  moved_at: "movedAt",
  kept_outside_rules_at: "keptOutsideRulesAt",
  cancel_cutoff_hours: "cancelCutoffHours",
  reminded_at: "remindedAt",
  submission_key: "left out",
  network_hash: "networkHash",
  cancel_reason: "cancelReason",
  cancelled_at: "cancelledAt",
  created_at: "bookedAt",
  client_id: "left out",
  series_id: "left out",
  origin: "left out",
  mail_client: "left out",
  // When the trainer saw its news: the panel's, not the client's.
  news_seen_at: "left out",
  // A hold of a few minutes while the money comes: over by the time anyone downloads their data.
  payment_held_until: "left out",
  seats: "seats",
  companion_name: "companionName",
  // Which session of a group: its time and place are the booking's own columns.
  group_session_id: "left out",
};
export const CARD_COLUMNS: Record<keyof Selectable<ClientTable>, keyof ExportedCard | "left out"> = {
  id: "id",
  name: "name",
  email: "email",
  phone: "phone",
  notes: "notes",
  created_at: "createdAt",
  last_activity_at: "lastActivityAt",
  added_in_panel_at: "addedInPanelAt",
  imported_at: "importedAt",
  imported_from: "importedFrom",
  import_notice_at: "importNoticeAt",
  reminder_two_hours: "reminderTwoHours",
  // A counter that keys the calendar feed's address: no datum of the person's.
  feed_generation: "left out",
  progress_consent_at: "progressConsentAt",
  questionnaire_consent_at: "questionnaireConsentAt",
  diet_consent_at: "dietConsentAt",
  review_consent_at: "reviewConsentAt",
};
export const SERIES_COLUMNS: Record<keyof Selectable<BookingSeriesTable>, keyof ExportedSeries | "parent"> = {
  id: "id",
  client_id: "parent",
  service_slug: "service",
  wall_time: "wallTime",
  every_weeks: "everyWeeks",
  created_at: "createdAt",
};
export const PACKAGE_COLUMNS: Record<keyof Selectable<ClientPackageTable>, keyof ExportedPackage | "parent" | "left out"> = {
  id: "id",
  client_id: "parent",
  offer_slug: "offer",
  name: "name",
  sessions: "sessions",
  price: "price",
  valid_weeks: "validWeeks",
  valid_from: "validFrom",
  sold_on: "soldOn",
  starts_on: "startsOn",
  sequence: "changes",
  low_notified_at: "lowNotifiedAt",
  expiry_notified_at: "expiryNotifiedAt",
  notice_closed_at: "noticeClosedAt",
  removed_at: "removedAt",
  removed_reason: "removedReason",
  origin: "origin",
  early_start_requested_at: "earlyStartRequestedAt",
  // The sale form's key: no personal data, only a guard against a double tap.
  sale_key: "left out",
  created_at: "createdAt",
};
export const PACKAGE_USE_COLUMNS: Record<keyof Selectable<PackageUseTable>, keyof ExportedPackageUse | "parent"> = {
  booking_id: "bookingId",
  package_id: "parent",
  created_at: "usedAt",
};
export const PACKAGE_EVENT_COLUMNS: Record<keyof Selectable<PackageEventTable>, keyof ExportedPackageEvent | "parent"> = {
  id: "id",
  package_id: "parent",
  at: "at",
  author: "author",
  what: "what",
};
/** enquiry_id, booking_id, package_id and client_id: the mail is listed under its enquiry, booking, package or card. */
export const OUTBOX_COLUMNS: Record<keyof OutboxRow, keyof ExportedMail | "parent"> = {
  id: "id",
  enquiry_id: "parent",
  booking_id: "parent",
  package_id: "parent",
  waitlist_id: "parent",
  client_id: "parent",
  voucher_id: "parent",
  kind: "kind",
  channel: "channel",
  recipient: "recipient",
  data: "data",
  status: "status",
  attempts: "attempts",
  next_attempt_at: "nextAttemptAt",
  locked_until: "lockedUntil",
  last_error: "lastError",
  sent_at: "sentAt",
  created_at: "queuedAt",
};

/**
 * mailbox_key is the address's own lower-cased form, the form's key says
 * nothing about the person, and confirm_hash is the hash of a link's secret
 * (no export carries a secret, nor what checks one).
 */
export const WAITLIST_COLUMNS: Record<keyof WaitlistEntry, keyof ExportedWaitlistEntry | "left out"> = {
  id: "id",
  day: "day",
  service_slug: "service",
  email: "email",
  mailbox_key: "left out",
  submission_key: "left out",
  created_at: "joinedAt",
  last_told_at: "lastToldAt",
  confirmed_at: "confirmedAt",
  confirm_hash: "left out",
  // Which group session's seat: its day and service are the entry's own columns.
  group_session_id: "left out",
};

/** Each stored column of `row` has its value at its place in `exported`; no column is unaccounted for. */
export function expectEveryColumn<Row extends object>(row: Row, exported: object, columns: Record<string, string>) {
  expect(Object.keys(row).sort()).toEqual(Object.keys(columns).sort());
  for (const [column, key] of Object.entries(columns)) {
    if (key === "left out" || key === "parent") continue;
    expect((exported as Record<string, unknown>)[key], column).toEqual((row as Record<string, unknown>)[column]);
  }
}

/** The mails of an enquiry or booking, each with every column, in any order. */
export function expectSameMails(rows: OutboxRow[], shown: ExportedMail[]) {
  expect(shown.map((mail) => mail.id).sort((a, b) => a - b)).toEqual(rows.map((mail) => mail.id).sort((a, b) => a - b));
  for (const row of rows)
    expectEveryColumn(
      row,
      shown.find((mail) => mail.id === row.id)!,
      OUTBOX_COLUMNS,
    );
}

// Each database counts its own submission keys: "export-1" is the first booking made on it.
const keysMade = new WeakMap<Kysely<Database>, number>();

/** A session booked for `person` as the booking form makes it, or as the trainer takes it by phone. */
export async function bookFor(
  db: Kysely<Database>,
  person: { name: string; email: string; phone: string; notes: string },
  startsAt: string,
  madeAt: Date,
  takenBy: "visitor" | "trainer" = "visitor",
) {
  const start = Date.parse(startsAt);
  const key = (keysMade.get(db) ?? 0) + 1;
  keysMade.set(db, key);
  const made = await bookSession(
    db,
    {
      service: { slug: "trening-personalny", name: "Trening personalny", price: 150 },
      place: "Studio, ul. Sportowa 1",
      start,
      end: start + HOUR,
      bufferMs: 15 * 60_000,
      ...person,
      submissionKey: `export-${key}`,
      ...(takenBy === "trainer" ? { byTrainer: { mailClient: true, outsideHours: false } } : {}),
    },
    madeAt,
  );
  if (made.kind === "taken") throw new Error("not booked");
  return made.booking;
}
