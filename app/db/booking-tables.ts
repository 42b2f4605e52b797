// The booking tables' types (migration 0006), apart from database.server.ts
// for length; the Database interface there lists them.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

type BookingStatus = "confirmed" | "cancelled" | "attended" | "no_show";

/** A session booked at /rezerwacja. The service is copied in: a later edit of the offer does not change a booking. */
export interface BookingTable {
  id: Generated<number>;
  service_slug: string;
  service_name: string;
  place: string;
  price: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** The end of the buffer after the session: its cells are claimed up to here. */
  claimed_until: Timestamp;
  name: string;
  email: string;
  phone: string;
  notes: string;
  status: BookingStatus;
  /** Bumped by every change, in SQL under the row's lock: the calendar file's SEQUENCE and the version a form was rendered from. */
  sequence: number;
  /** Moves the client made from their own page: capped (MAX_CLIENT_MOVES). */
  client_moves: Generated<number>;
  /** Set when the trainer chose to keep the booking although later settings leave it outside the rules. */
  kept_outside_rules_at: Timestamp | null;
  /** The rendered form's idempotency key: one booking per key. */
  submission_key: string;
  /** No longer written (null) since migration 0009: the booking limit counts in rate_limits. Kept while the client export reads it. */
  network_hash: string | null;
  /** The trainer's message to the client when cancelling, or "client" when the client cancelled. */
  cancel_reason: string | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  /** The client card (migration 0011); null until linked. */
  client_id: Generated<number | null>;
  /** The weekly series this is an occurrence of. */
  series_id: Generated<number | null>;
  /** "online": booked at /rezerwacja; "trainer": taken by the trainer in the panel. */
  origin: Generated<"online" | "trainer">;
  /** 0: the trainer unticked the client's mails (or there is no address): no mail goes to the client. */
  mail_client: Generated<number>;
  /** When it was last moved (migration 0013): a series' occurrences moved together share it. */
  moved_at: Generated<Timestamp | null>;
  /** The cancellation window promised when it was booked (migration 0023); null for bookings made before: the settings' value. */
  cancel_cutoff_hours: Generated<number | null>;
  /** When the trainer last reminded the client from their own phone ("Przypomnij", migration 0025). */
  reminded_at: Generated<Timestamp | null>;
  /** When the trainer last opened the agenda's week this booking is in after its news (migration 0032); null: never. */
  news_seen_at: Generated<Timestamp | null>;
  /** The group session it holds seats of (migration 0037); null: a session of its own, holding its cells. */
  group_session_id: Generated<number | null>;
  /** How many seats of its group session it holds: 1, or 2 with a companion. */
  seats: Generated<number>;
  /** Who comes along on the second seat. */
  companion_name: Generated<string | null>;
  /** Booked with payment online (migration 0059): held until then for the provider's money, freed after; null: not waiting. */
  payment_held_until: Generated<Timestamp | null>;
}

/** The no-double-booking guarantee: one row per claimed five-minute cell, written in the booking's (or block's) transaction. */
export interface BookingCellTable {
  /** The cell's start, an ISO instant on a five-minute boundary. */
  cell_at: Timestamp;
  booking_id: number | null;
  block_id: number | null;
  /** A group session's cells (migration 0037): its seats are its bookings', its time is its own. */
  group_session_id: Generated<number | null>;
}

/** Time the trainer marked busy ("dziś 15:00–17:00 zajęte"). */
export interface CalendarBlockTable {
  id: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  note: string;
  created_at: Timestamp;
}

/** Addresses the trainer blocked from booking ("Odwołaj i zablokuj"). */
export interface BlockedBookingEmailTable {
  email: string;
  created_at: Timestamp;
}
