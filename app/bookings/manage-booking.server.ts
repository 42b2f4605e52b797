// The visitor's own booking page (/rezerwacja/<token>): finding the booking
// from the link, the cut-off for changes, cancelling and moving.
import { data } from "react-router";
import type { BookingService, BookingSettings } from "../../content/booking-schema";
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/database.server";
import type { Booking, Database } from "~/db/database.server";
import { changeDeadline, changeRefusal, MAX_CLIENT_MOVES, versionFromForm, type ChangeOptions, type ChangeRefusal } from "~/bookings/booking-change-rules";
import { changeBooking, findBooking } from "~/bookings/booking-store.server";
import { bookingIdFromToken } from "~/bookings/booking-token.server";
import { claimSlot, type SlotClaim } from "~/scheduling/index.server";
import { takeBookingAttempt } from "~/bookings/booking-rate-limit.server";
import type { Slot } from "~/scheduling";
import { BOOKING_PAGE_NOT_FOUND, type INVALID_CHANGE, type SessionStage } from "~/bookings/manage-booking.messages";
import { bookingChoices } from "~/bookings/booking-page.server";

/** The booking a link names, or a 404 for a link we did not make. */
export async function bookingFromLink(token: string | undefined): Promise<Booking> {
  const db = await getDatabase();
  const id = await bookingIdFromToken(db, token);
  const booking = id === null ? undefined : await findBooking(db, id);
  if (!booking) throw data(BOOKING_PAGE_NOT_FOUND, { status: 404 });
  return booking;
}

/** Whether the client may still cancel or move it online (confirmed, and before the cut-off it was confirmed with). */
export function changeableOnline(booking: Booking, settings: BookingSettings, now: Date): boolean {
  return booking.status === "confirmed" && now.getTime() < changeDeadline(booking, settings.cancelCutoffHours);
}

/** Whether the client may still move it: changeable and moves left. */
export function movableOnline(booking: Booking, settings: BookingSettings, now: Date): boolean {
  // Held for its payment online: moved once paid.
  const held = booking.payment_held_until !== null;
  return changeableOnline(booking, settings, now) && booking.client_moves < MAX_CLIENT_MOVES && booking.group_session_id === null && !held;
}

/** Where the session stands for the client: ahead, under way, or over. */
export function sessionStage(booking: { starts_at: string; ends_at: string }, now: Date): SessionStage {
  if (now.getTime() < Date.parse(booking.starts_at)) return "ahead";
  return now.getTime() < Date.parse(booking.ends_at) ? "under-way" : "over";
}

/** The free times to move to: the booking's own time counts as free, except its very start (no move at all). */
export async function moveChoices(booking: Booking, settings: BookingSettings, day: string | null, now: Date) {
  const choices = await bookingChoices(settings, serviceOfBooking(booking, settings), day, now, { except: booking.id });
  const current = new Date(booking.starts_at).toISOString();
  return { ...choices, times: choices.times.filter((time) => time.value !== current) };
}

/**
 * The service a booking is moved with: as the settings have it now, or, when
 * the trainer has withdrawn it since, as the booking was made (its length).
 */
export function serviceOfBooking(booking: Booking, settings: BookingSettings): BookingService {
  const current = settings.services.find((service) => service.slug === booking.service_slug);
  if (current) return current;
  const durationMinutes = Math.round((Date.parse(booking.ends_at) - Date.parse(booking.starts_at)) / 60_000);
  return {
    slug: booking.service_slug,
    package: null,
    name: booking.service_name,
    durationMinutes,
    place: "studio",
    price: booking.price,
    offerSlugs: [],
    // A booking moved is one person's time: a seat is never moved on its own.
    seats: 1,
    minSeats: null,
    decideHoursBefore: 24,
    // Moved, it keeps what it was paid: nothing more is asked online.
    payOnline: "at_session",
    deposit: null,
  };
}

/**
 * Moves a booking, for the client or the trainer, to the free time starting
 * at `start`: the time checked as the booking page offers it (its own time
 * counts as free), the move made through changeBooking, and the nearest
 * free times when it is not free or was just taken.
 */
export async function moveBookingTo(
  db: Kysely<Database>,
  booking: Booking,
  start: number,
  move: { by: "client" | "trainer"; settings: BookingSettings; now: Date; options: ChangeOptions },
): Promise<SlotClaim<Booking | ChangeRefusal>> {
  const { by, settings, now, options } = move;
  return claimSlot(db, { settings, service: serviceOfBooking(booking, settings), start, now, except: booking.id }, async (slot) => {
    const outcome = await changeBooking(db, booking.id, { kind: "move", by, slot: { ...slot, bufferMs: settings.bufferMinutes * 60_000 } }, options);
    return outcome.ok ? outcome.booking : outcome.reason === "taken" ? "taken" : outcome.reason;
  });
}

/** What came of the client's change: facts the page words (manage-booking.messages.ts). */
export type ManageOutcome =
  | { kind: "cancelled" }
  | { kind: "moved" }
  | { kind: "refused"; reason: ChangeRefusal }
  | { kind: "rate-limited" }
  | { kind: "unavailable"; message: string; alternatives: Slot[] }
  | { kind: "invalid"; reason: keyof typeof INVALID_CHANGE };

/**
 * "Ten i następne": a series' cancellation of the occurrence and the later
 * ones, which the series capability (above this one) owns; the route hands
 * it in.
 */
export type CancelFollowing = (
  db: Kysely<Database>,
  chosen: Booking,
  cancel: { kind: "cancel"; by: "client" },
  options: ChangeOptions & { now: Date },
) => Promise<{ ok: true } | { ok: false; reason: ChangeRefusal }>;

export async function manageBooking(
  booking: Booking,
  form: URLSearchParams,
  request: { settings: BookingSettings; clientAddress: string; cancelFollowing: CancelFollowing },
  now: Date = new Date(),
): Promise<ManageOutcome> {
  const { settings } = request;
  const intent = form.get("intent");
  if (intent !== "cancel" && intent !== "cancel-following" && intent !== "move") return { kind: "invalid", reason: "unknown-intent" };
  const options = { now, expectedSequence: versionFromForm(form), cutoffHours: settings.cancelCutoffHours };
  const refused = (reason: ChangeRefusal): ManageOutcome => ({ kind: "refused", reason });
  // Said before any time is checked; changeBooking decides again under the row's lock.
  const early = changeRefusal(
    booking,
    intent === "move" ? { kind: "move", by: "client", slot: { start: 0, end: 0, bufferMs: 0 } } : { kind: "cancel", by: "client" },
    options,
    now,
  );
  if (early) return refused(early);
  const db = await getDatabase();
  if (!(await takeBookingAttempt(db, request.clientAddress, now))) return { kind: "rate-limited" };

  if (intent === "cancel") {
    const outcome = await changeBooking(db, booking.id, { kind: "cancel", by: "client" }, options);
    return outcome.ok ? { kind: "cancelled" } : refused(outcome.reason);
  }
  if (intent === "cancel-following") {
    const outcome = await request.cancelFollowing(db, booking, { kind: "cancel", by: "client" }, { ...options, now });
    return outcome.ok ? { kind: "cancelled" } : refused(outcome.reason);
  }

  const start = Date.parse(form.get("start") ?? "");
  if (!Number.isFinite(start)) return { kind: "invalid", reason: "no-time" };
  if (start === Date.parse(booking.starts_at)) return { kind: "invalid", reason: "same-time" };
  const claim = await moveBookingTo(db, booking, start, { by: "client", settings, now, options });
  if (!claim.ok) return { kind: "unavailable", message: claim.message, alternatives: claim.alternatives };
  return typeof claim.value === "string" ? refused(claim.value) : { kind: "moved" };
}
