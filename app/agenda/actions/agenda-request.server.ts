// What every intent of the agenda's action receives, and the booking a
// button names, found once.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import type { Booking, Database } from "~/db/database.server";
import { findBooking } from "~/bookings/index.server";

export type AgendaRequest = { db: Kysely<Database>; form: URLSearchParams; settings: BookingSettings; now: Date };

/** An intent about one booking, which exists. */
export type BookingRequest = AgendaRequest & { booking: Booking };

/** The booking the form's id names, if any. */
export async function bookingNamed(db: Kysely<Database>, form: URLSearchParams): Promise<Booking | undefined> {
  const id = formId(form);
  return Number.isSafeInteger(id) ? findBooking(db, id) : undefined;
}

/** The form's id, or NaN when it is not one. */
export function formId(form: URLSearchParams): number {
  const idText = form.get("id") ?? "";
  return /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
}

/** The trainer's message to the client, as much of it as a mail carries. */
export const trainerMessage = (form: URLSearchParams) => (form.get("message") ?? "").trim().slice(0, 1000);
