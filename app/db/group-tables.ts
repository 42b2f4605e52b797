// The tables of sessions with seats (migration 0037, issue 61): pairs and
// small groups. A group session holds the trainer's time (its cells); each
// participant's booking holds seats of it, one row per seat.
import type { Generated } from "kysely";
import type { Timestamp } from "~/db/timestamp";

/** A session of several people at one time: opened by the trainer, one-off or one week of a weekly group. */
export interface GroupSessionTable {
  id: Generated<number>;
  title: string;
  /** The service it is booked as (its name and terms in the confirmation); a pair's service, or the trainer's group service. */
  service_slug: string;
  place: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** The end of the break after it: the cells it holds end here. */
  claimed_until: Timestamp;
  seats: number;
  /** Below this many participants by decide_at the trainer is asked whether to hold it; null: no minimum. */
  min_seats: number | null;
  /** Per person, in zł. */
  price: number;
  /** The weeks of one weekly group share it; null for a one-off session. */
  weekly_key: string | null;
  status: "open" | "cancelled";
  /** When the minimum is checked and the trainer asked; null without a minimum. */
  decide_at: Timestamp | null;
  /** When she was asked (once), and when she chose to hold it. */
  asked_at: Generated<Timestamp | null>;
  held_at: Generated<Timestamp | null>;
  cancel_reason: Generated<string | null>;
  cancelled_at: Generated<Timestamp | null>;
  /** Bumped by every change, under the row's lock: what the trainer's form was rendered from. */
  sequence: Generated<number>;
  created_at: Timestamp;
}

/** One seat of a group session, taken by one booking: the primary key is the guarantee that no seat is sold twice. */
export interface GroupSeatTable {
  group_session_id: number;
  seat_number: number;
  booking_id: number;
}
