// The seam through which /rezerwacja books a seat of a service with places
// (seats > 1): groups implements it (app/groups/service-seats.server.ts) and
// the route hands it to handleBooking, because groups imports bookings and
// bookings must never import groups.
import type { Kysely } from "kysely";
import type { BookingService, BookingSettings } from "../../content/booking-schema";
import type { Database } from "~/db/database.server";
import type { Slot } from "~/scheduling";
import type { SlotClaim } from "~/scheduling/index.server";

export type SeatBookingRequest = {
  settings: BookingSettings;
  service: BookingService;
  start: number;
  /** The place as the booking keeps it: the studio's address, "online", … */
  place: string;
  person: { name: string; email: string; phone: string; notes: string; submissionKey: string; reviewConsent?: boolean; paymentHeldUntil?: number };
  /** The form's companion fields as typed: the seat booker checks them. */
  companionFields: { companion?: string; companionName?: string };
  now: Date;
};

/** A seat's refusal that is not the time's: a companion without a name, a session without seats enough. */
export type SeatRefusal = { ok: false; reason: "seats"; status: 400 | 409; formError: string; fieldErrors: Record<string, string[]>; alternatives?: Slot[] };

export type SeatBookingAnswer = { ok: true; bookingId: number } | Extract<SlotClaim<never>, { ok: false }> | SeatRefusal;

export type SeatBooker = (db: Kysely<Database>, request: SeatBookingRequest) => Promise<SeatBookingAnswer>;
