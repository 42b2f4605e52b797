// What may change about a booking after it is made, and when a change is
// refused: the vocabulary of changeBooking, with no I/O.
import type { Booking } from "~/db/database.server";

/** How often the client may move a booking from their own page; then only by phone. */
export const MAX_CLIENT_MOVES = 3;

/** Every change of a booking after it was made; see docs/decisions/014-booking-state-machine.md. */
export type BookingChange =
  | { kind: "move"; slot: { start: number; end: number; bufferMs: number }; by: "client" | "trainer" }
  | { kind: "cancel"; by: "client" }
  /** `keepDeposit`: the client cancelled by phone after the terms' deadline, and the deposit paid online stays (art. 394 § 1 k.c.). */
  | { kind: "cancel"; by: "trainer"; message: string; keepDeposit?: boolean }
  | { kind: "attended" }
  | { kind: "no_show" }
  /** The trainer keeps a booking that later settings leave outside the rules. */
  | { kind: "keep" };

export type ChangeRefusal =
  | "not-found"
  | "cancelled"
  | "finished"
  | "not-started"
  | "stale"
  | "late"
  | "moves-used"
  /** A seat of a group session is not moved: it is cancelled, and another session booked. */
  | "group"
  /** Held for its payment online (issue 81): moved only once paid, so that its confirmation is never sent unpaid. */
  | "unpaid"
  /** The new time was claimed by someone else. */
  | "taken";

export type ChangeOutcome = { ok: true; booking: Booking } | { ok: false; reason: ChangeRefusal; booking?: Booking };

/** The cancellation window the booking was confirmed with; one made before bookings kept theirs has the settings' (`settingsHours`). */
export function cutoffHoursOf(booking: Pick<Booking, "cancel_cutoff_hours">, settingsHours: number): number {
  return booking.cancel_cutoff_hours ?? settingsHours;
}

/** The last moment the client may cancel or move it themselves, in milliseconds. */
export function changeDeadline(booking: Pick<Booking, "starts_at" | "cancel_cutoff_hours">, settingsHours: number): number {
  return Date.parse(booking.starts_at) - cutoffHoursOf(booking, settingsHours) * 3_600_000;
}

/** The version (`sequence`) a page's form was rendered from, when it sent a sane one. */
export function versionFromForm(form: URLSearchParams): number | undefined {
  const value = form.get("version") ?? "";
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export type ChangeOptions = {
  now?: Date;
  /** The booking's `sequence` the asking form was rendered from: a different one is refused as "stale". */
  expectedSequence?: number;
  /** For the client's own changes: none within this many hours of the start, unless the booking keeps a window of its own. */
  cutoffHours?: number;
  /** The booking settings' rule: a no-show uses a session of the client's package too. */
  noShowUsesSession?: boolean;
  /** The settings' number of kept sessions after which a client is asked once for a review; 0 or none: never (app/reviews). */
  reviewAfterSessions?: number;
  /** A series' occurrence changed with others: no confirmation or cancellation of its own (the group's one mail, queued on the chosen one, names it); a moved one still gets its reminder. */
  quiet?: boolean;
};

/** Why the change no longer applies to the booking as it is now, if it does not. */
export function changeRefusal(booking: Booking, change: BookingChange, options: ChangeOptions, now: Date): ChangeRefusal | null {
  if (options.expectedSequence !== undefined && options.expectedSequence !== booking.sequence) return "stale";
  if (change.kind === "attended" || change.kind === "no_show") {
    if (booking.status === "cancelled") return "cancelled";
    return Date.parse(booking.starts_at) <= now.getTime() ? null : "not-started";
  }
  if (booking.status === "cancelled") return "cancelled";
  if (booking.status !== "confirmed") return "finished";
  if (change.kind === "keep") return null;
  if (change.kind === "move" && booking.group_session_id !== null) return "group";
  if (change.kind === "move" && booking.payment_held_until !== null) return "unpaid";
  if (change.by === "client") {
    const deadline = changeDeadline(booking, options.cutoffHours ?? 0);
    if (now.getTime() >= deadline) return "late";
    if (change.kind === "move" && booking.client_moves >= MAX_CLIENT_MOVES) return "moves-used";
  }
  return null;
}
