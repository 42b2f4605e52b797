// The visitor's own booking page (/rezerwacja/<token>): finding the booking
// from the link, the cut-off for changes, cancelling and moving.
import { data } from "react-router";
import type { BookingService, BookingSettings } from "../../content/booking-schema";
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/database.server";
import type { Booking, Database } from "~/db/database.server";
import { changeRefusal, MAX_CLIENT_MOVES, versionFromForm, type ChangeOptions, type ChangeRefusal } from "~/bookings/booking-change-rules";
import { changeBooking, findBooking } from "~/bookings/booking-store.server";
import { bookingIdFromToken } from "~/bookings/booking-token.server";
import { claimSlot, type SlotClaim } from "~/scheduling/free-times.server";
import { cancelFollowing } from "~/series/series-changes.server";
import { takeBookingAttempt } from "~/bookings/booking-rate-limit.server";
import type { Slot } from "~/scheduling/availability";
import { slotRefusalMessage } from "~/scheduling/slot-check";
import { lessThanHours, timeCount } from "~/lib/polish-phrases";

/** The booking a link names, or a 404 for a link we did not make. */
export async function bookingFromLink(token: string | undefined): Promise<Booking> {
  const db = await getDatabase();
  const id = await bookingIdFromToken(db, token);
  const booking = id === null ? undefined : await findBooking(db, id);
  if (!booking) throw data("Nie znaleziono strony", { status: 404 });
  return booking;
}

/** Whether the client may still cancel or move it online (confirmed, and before the cut-off). */
export function changeableOnline(booking: Booking, settings: BookingSettings, now: Date): boolean {
  return booking.status === "confirmed" && now.getTime() < Date.parse(booking.starts_at) - settings.cancelCutoffHours * 60 * 60_000;
}

/** Whether the client may still move it: changeable and moves left. */
export function movableOnline(booking: Booking, settings: BookingSettings, now: Date): boolean {
  return changeableOnline(booking, settings, now) && booking.client_moves < MAX_CLIENT_MOVES;
}

/**
 * The service a booking is moved with: as the settings have it now, or, when
 * the trainer has withdrawn it since, as the booking was made (its length).
 */
export function serviceOfBooking(booking: Booking, settings: BookingSettings): BookingService {
  const current = settings.services.find((service) => service.slug === booking.service_slug);
  if (current) return current;
  const durationMinutes = Math.round((Date.parse(booking.ends_at) - Date.parse(booking.starts_at)) / 60_000);
  return { slug: booking.service_slug, package: null, name: booking.service_name, durationMinutes, place: "studio", price: booking.price, offerSlugs: [] };
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

export type ManageOutcome =
  | { kind: "cancelled" }
  | { kind: "moved" }
  | { kind: "refused"; status: 409 | 429; message: string }
  | { kind: "unavailable"; message: string; alternatives: Slot[] }
  | { kind: "invalid"; message: string };

/** What the client is told when the change no longer applies. */
function refusalMessage(reason: ChangeRefusal, settings: BookingSettings, phone: string): string {
  switch (reason) {
    case "cancelled":
      return "Ta rezerwacja została już odwołana.";
    case "finished":
    case "not-started":
      return "To spotkanie już się odbyło.";
    case "stale":
      return "Termin zmieniono przed chwilą w innym oknie — oto aktualny.";
    case "late":
      return `Do terminu zostało ${lessThanHours(settings.cancelCutoffHours)}, więc zmiany są już możliwe tylko telefonicznie: ${phone}.`;
    case "moves-used":
      return `Tej rezerwacji nie można już przełożyć przez stronę: termin zmieniano już ${timeCount(MAX_CLIENT_MOVES)}. Aby zmienić go ponownie, zadzwoń: ${phone}.`;
    case "taken":
      return slotRefusalMessage("taken", settings);
    case "not-found":
      return "Tej rezerwacji już nie ma.";
  }
}

export async function manageBooking(
  booking: Booking,
  form: URLSearchParams,
  request: { settings: BookingSettings; phone: string; clientAddress: string },
  now: Date = new Date(),
): Promise<ManageOutcome> {
  const { settings, phone } = request;
  const intent = form.get("intent");
  if (intent !== "cancel" && intent !== "cancel-following" && intent !== "move") return { kind: "invalid", message: "Nieznane polecenie. Odśwież stronę." };
  const options = { now, expectedSequence: versionFromForm(form), cutoffHours: settings.cancelCutoffHours };
  const refused = (reason: ChangeRefusal): ManageOutcome => ({ kind: "refused", status: 409, message: refusalMessage(reason, settings, phone) });
  // Said before any time is checked; changeBooking decides again under the row's lock.
  const early = changeRefusal(
    booking,
    intent === "move" ? { kind: "move", by: "client", slot: { start: 0, end: 0, bufferMs: 0 } } : { kind: "cancel", by: "client" },
    options,
    now,
  );
  if (early) return refused(early);
  const db = await getDatabase();
  if (!(await takeBookingAttempt(db, request.clientAddress, now))) {
    return {
      kind: "refused",
      status: 429,
      message: `Z tego połączenia internetowego zmieniono w ostatniej godzinie zbyt wiele terminów. Spróbuj później albo zadzwoń: ${phone}.`,
    };
  }

  if (intent === "cancel") {
    const outcome = await changeBooking(db, booking.id, { kind: "cancel", by: "client" }, options);
    return outcome.ok ? { kind: "cancelled" } : refused(outcome.reason);
  }
  if (intent === "cancel-following") {
    const outcome = await cancelFollowing(db, booking, { kind: "cancel", by: "client" }, { ...options, now });
    return outcome.ok ? { kind: "cancelled" } : refused(outcome.reason);
  }

  const start = Date.parse(form.get("start") ?? "");
  if (!Number.isFinite(start)) return { kind: "invalid", message: "Wybierz nową godzinę." };
  if (start === Date.parse(booking.starts_at)) return { kind: "invalid", message: "To jest obecny termin. Wybierz inną godzinę." };
  const claim = await moveBookingTo(db, booking, start, { by: "client", settings, now, options });
  if (!claim.ok) return { kind: "unavailable", message: claim.message, alternatives: claim.alternatives };
  return typeof claim.value === "string" ? refused(claim.value) : { kind: "moved" };
}
