// The diary's tables' types (migration 0011): client cards, weekly series,
// packages and the private calendar; the Database interface lists them.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** One person who enquired or booked: a card in /admin/klienci. */
export interface ClientTable {
  id: Generated<number>;
  name: string;
  /** As last written; "" when the card has only a phone. */
  email: string;
  /** +48…; "" when the card has only an e-mail. */
  phone: string;
  /** The trainer's private notes. */
  notes: string;
  created_at: Timestamp;
  /** The newest enquiry or booking made: the list is ordered by it. */
  last_activity_at: Timestamp;
  /** When the trainer added the card by hand (migration 0019): kept, though empty, for the retention months. */
  added_in_panel_at: Generated<Timestamp | null>;
  /** When the card came from an imported file (migration 0044): not one of the month's new clients. */
  imported_at: Generated<Timestamp | null>;
  /** The file the card was imported from ("klienci.csv", migration 0053): where the data came from (RODO art. 14). */
  imported_from: Generated<string | null>;
  /** When the card's information of art. 14 RODO was queued for its e-mail (migration 0053): once per card. */
  import_notice_at: Generated<Timestamp | null>;
  /** 1: the client asked for a reminder 2 hours before too (migration 0025, on /moje-treningi). */
  reminder_two_hours: Generated<number>;
  /** Counted up when the client's calendar feed gets a new address (migration 0029); 0: the first address. */
  feed_generation: Generated<number>;
  /** When the client consented to keeping measurements, progress photos and the workout log (RODO art. 9, migrations 0034, 0054); null: not given or withdrawn. */
  progress_consent_at: Generated<Timestamp | null>;
  /** When the client consented to keeping the health questionnaire's answers (migration 0054); null: not given or withdrawn. */
  questionnaire_consent_at: Generated<Timestamp | null>;
  /** When the client consented to keeping the diet and supplements written for them (migration 0054); null: not given or withdrawn. */
  diet_consent_at: Generated<Timestamp | null>;
  /** When the client agreed to be asked once for a review (migration 0055: at booking or on their page); null: not, or withdrawn. */
  review_consent_at: Generated<Timestamp | null>;
}

/** What finds a card: "e:" + mailboxKey(email) or "p:" + the phone as +48…; one card per key. */
export interface ClientKeyTable {
  key: string;
  client_id: number;
}

/** A weekly series ("Co tydzień"): its occurrences are bookings with its id, each claiming its own cells. */
export interface BookingSeriesTable {
  id: Generated<number>;
  client_id: number | null;
  service_slug: string;
  /** The Warsaw wall-clock start of every occurrence ("18:00"), kept across clock changes. */
  wall_time: string;
  /** 1 or 2. */
  every_weeks: number;
  created_at: Timestamp;
}

export type PackageValidFrom = "sale" | "first_session";

/** A package sold to a client: its balance is `sessions` minus its rows in package_uses. */
export interface ClientPackageTable {
  id: Generated<number>;
  client_id: number;
  /** The price-list item it was sold from (offer.packages[].slug). */
  offer_slug: string;
  name: string;
  sessions: number;
  price: number;
  valid_weeks: number;
  valid_from: PackageValidFrom;
  /** Warsaw date, "2027-01-14". */
  sold_on: string;
  /** The Warsaw date validity counts from: the sale's, or the first session's once there is one. */
  starts_on: string | null;
  /** Bumped by every change: the version an edit form was rendered from. */
  sequence: number;
  /** When the trainer was told that one session is left (told once). */
  low_notified_at: Timestamp | null;
  /** When the trainer was told that it expires within 7 days (told once). */
  expiry_notified_at: Timestamp | null;
  /** When the trainer closed its notice in the panel (migration 0012): a notice told later shows again. */
  notice_closed_at: Timestamp | null;
  /** The sale form's key (migration 0018), unique: a sale sent twice is recorded once. Null for sales made before. */
  sale_key: string | null;
  created_at: Timestamp;
  /** When the trainer removed it as recorded by mistake (migration 0022): it counts nowhere, its history stays. */
  removed_at: Generated<Timestamp | null>;
  /** The trainer's reason for removing it. */
  removed_reason: Generated<string | null>;
  /** "online": ordered by the client at /rezerwacja (a distance contract); "trainer": recorded in the panel. */
  origin: Generated<"online" | "trainer">;
  /** When the client asked to start before the 14 days for withdrawal end (art. 15 ust. 3 of the Consumer Rights Act). */
  early_start_requested_at: Generated<Timestamp | null>;
}

/** How a booking or a package was paid. */
export type { PaymentMethod } from "~/db/ledger-tables";

/** A session that used one of a package's sessions; one per booking. */
export interface PackageUseTable {
  booking_id: number;
  package_id: number;
  created_at: Timestamp;
}

/** A booking service a package pays for (migration 0031): a session of any other service is paid as it comes. */
export interface PackageServiceTable {
  package_id: number;
  service_slug: string;
}

/** A package's history: who changed what, when. */
export interface PackageEventTable {
  id: Generated<number>;
  package_id: number;
  at: Timestamp;
  author: string;
  /** One line in Polish. */
  what: string;
}

/** The trainer's private calendar (one row, id "main"): its secret address and how fetching it goes. */
export interface PrivateCalendarTable {
  id: string;
  /** A secret: never logged, shown only shortened. */
  url: string;
  /** 1: the agenda shows the events' titles. */
  show_titles: number;
  etag: string | null;
  last_modified: string | null;
  last_attempt_at: Timestamp | null;
  last_ok_at: Timestamp | null;
  /** Set at the first failure after a success; cleared by the next success. */
  failing_since: Timestamp | null;
  last_error: string | null;
  /** What the copy leaves out: a CalendarReport as JSON (null: nothing, or a copy from before migration 0016). */
  report: string | null;
  /** While one instance fetches: the claim expires then. */
  locked_until: Timestamp | null;
  created_at: Timestamp;
}

/** A busy stretch of the private calendar's last good copy. */
export interface PrivateBusyTable {
  id: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  title: string;
  all_day: number;
}
