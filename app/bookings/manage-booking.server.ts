// The visitor's own booking page (/rezerwacja/<token>): finding the booking
// from the link, the cut-off for changes, cancelling and moving.
import { data } from "react-router";
import type { BookingSettings } from "../../content/booking-schema";
import { getDatabase } from "~/db/database.server";
import type { Booking } from "~/db/database.server";
import { cancelBooking, findBooking, moveBooking } from "~/bookings/booking-store.server";
import { bookingIdFromToken } from "~/bookings/booking-token.server";
import { freeTimes, nearestSlots } from "~/bookings/free-times.server";
import { warsawDate } from "~/bookings/warsaw-time";
import type { Slot } from "~/bookings/availability";

/** The booking a link names, or a 404 for a link we did not make. */
export async function bookingFromLink(token: string | undefined): Promise<Booking> {
  const id = await bookingIdFromToken(token);
  const booking = id === null ? undefined : await findBooking(await getDatabase(), id);
  if (!booking) throw data("Nie znaleziono strony", { status: 404 });
  return booking;
}

/** Whether the client may still cancel or move it online (confirmed, and before the cut-off). */
export function changeableOnline(booking: Booking, settings: BookingSettings, now: Date): boolean {
  return booking.status === "confirmed" && now.getTime() < Date.parse(booking.starts_at) - settings.cancelCutoffHours * 60 * 60_000;
}

export type ManageOutcome =
  | { kind: "cancelled" | "moved" | "late" | "gone" }
  | { kind: "taken"; alternatives: Slot[] }
  | { kind: "invalid"; message: string };

export async function manageBooking(booking: Booking, form: URLSearchParams, settings: BookingSettings, now: Date = new Date()): Promise<ManageOutcome> {
  if (booking.status !== "confirmed") return { kind: "gone" };
  if (!changeableOnline(booking, settings, now)) return { kind: "late" };
  const db = await getDatabase();
  if (form.get("intent") === "cancel") return { kind: (await cancelBooking(db, booking.id, { client: true }, now)) ? "cancelled" : "gone" };
  if (form.get("intent") !== "move") return { kind: "invalid", message: "Nieznane polecenie. Odśwież stronę." };

  const service = settings.services.find((candidate) => candidate.slug === booking.service_slug);
  const start = Date.parse(form.get("start") ?? "");
  if (!service) return { kind: "invalid", message: "Tej usługi nie można już przełożyć przez stronę. Zadzwoń, a ustalimy nowy termin." };
  if (!Number.isFinite(start)) return { kind: "invalid", message: "Wybierz nową godzinę." };
  const days = await freeTimes(db, settings, service, now);
  const slot = days.get(warsawDate(start).toString())?.find((candidate) => candidate.start === start);
  if (!slot) return { kind: "taken", alternatives: nearestSlots(days, start) };
  const moved = await moveBooking(db, booking.id, { ...slot, bufferMs: settings.bufferMinutes * 60_000 }, now);
  if (moved === "taken") return { kind: "taken", alternatives: nearestSlots(await freeTimes(db, settings, service, now), start) };
  return { kind: moved };
}
