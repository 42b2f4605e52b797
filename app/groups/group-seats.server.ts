// Seats of a group session, booked one person (and a companion) at a time:
// under the session's row lock the free seats are counted and the booking
// and its seat rows written in one transaction. The seats' primary key
// (session, seat number) refuses a seat sold twice even if a lock were
// missed. A cancel frees the booking's seats (booking-store.server.ts).
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database, GroupSession } from "~/db/database.server";
import type { OutboxKind } from "~/db/outbox-tables";
import { isUniqueViolation } from "~/db/sql-dialect.server";
import { savedWithKey } from "~/forms/index.server";
import { findBooking, insertBooking, retryingDeadlocks, type TrainerBooking } from "~/bookings/index.server";
import { lockGroupSession } from "./group-locks.server";
import type { SeatVoucherTake } from "./seat-voucher.server";

export type SeatRequest = {
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** Who comes along on a second seat; null: one seat. */
  companion: string | null;
  submissionKey: string;
  /** The signed-in client's own card. */
  clientId?: number;
  cancelCutoffHours?: number;
  byTrainer?: TrainerBooking;
  /** The confirmations to queue (insertBooking's); none for a weekly join's seats after its first, whose mail lists them all. */
  confirmation?: OutboxKind[];
  /** A gift voucher pays (part of) the seats: the price left, its note, and its use taken with the booking. */
  voucher?: SeatVoucherTake;
  /** The order the seats join: a weekly join's, opened by its first seat. */
  order?: number;
  /** The form's unticked box: the client agrees to be asked once for a review. */
  reviewConsent?: boolean;
  /** Paid online at booking: the seat is held for its money until then. */
  paymentHeldUntil?: number;
};

export type SeatOutcome =
  | { kind: "booked" | "repeated"; booking: Booking }
  /** Fewer seats are free than were asked for: `free` of them (0: none). */
  | { kind: "full"; free: number }
  /** Cancelled, started, or not there. */
  | { kind: "closed" };

/** The seat numbers not taken, lowest first. */
export function freeSeatNumbers(seats: number, taken: readonly number[]): number[] {
  const held = new Set(taken);
  return Array.from({ length: seats }, (_, index) => index + 1).filter((seat) => !held.has(seat));
}

export async function bookSeats(db: Kysely<Database>, sessionId: number, request: SeatRequest, now: Date = new Date()): Promise<SeatOutcome> {
  try {
    return await retryingDeadlocks(() =>
      db.transaction().execute(async (trx): Promise<SeatOutcome> => {
        const session = await lockGroupSession(trx, sessionId);
        if (!session || !bookable(session, now)) return { kind: "closed" };
        return seatWithin(trx, session, request, now);
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same form sent before, or twice at once: the other request saved it.
    const earlier = await savedWithKey(db, "bookings", request.submissionKey);
    const repeated = earlier === undefined ? undefined : await findBooking(db, earlier);
    if (repeated) return { kind: "repeated", booking: repeated };
    throw error;
  }
}

/** Takes the seats in a session locked (or just opened) by this transaction: the booking and its seat rows. */
export async function seatWithin(trx: Transaction<Database>, session: GroupSession, request: SeatRequest, now: Date): Promise<SeatOutcome> {
  const taken = await trx.selectFrom("group_seats").select("seat_number").where("group_session_id", "=", session.id).execute();
  const free = freeSeatNumbers(
    session.seats,
    taken.map((row) => row.seat_number),
  );
  const wanted = request.companion === null ? 1 : 2;
  if (free.length < wanted) return { kind: "full", free: free.length };
  const { confirmation, voucher, ...person } = request;
  const notes = voucher ? [person.notes, voucher.note].filter(Boolean).join("\n") : person.notes;
  const booking = await insertBooking(
    trx,
    {
      service: { slug: session.service_slug, name: session.title, price: voucher?.price ?? session.price * wanted },
      place: session.place,
      start: Date.parse(session.starts_at),
      end: Date.parse(session.ends_at),
      bufferMs: 0,
      ...person,
      notes,
      group: { sessionId: session.id, seats: wanted, companion: request.companion },
    },
    now,
    confirmation,
  );
  const seats = free.slice(0, wanted).map((seat_number) => ({ group_session_id: session.id, seat_number, booking_id: booking.id }));
  await trx.insertInto("group_seats").values(seats).execute();
  // Another booking took the voucher meanwhile: this throws, and the seats and the booking roll back.
  await voucher?.take(trx, booking);
  return { kind: "booked", booking };
}

/** Open and not yet begun: a seat can be taken. */
export function bookable(session: Pick<GroupSession, "status" | "starts_at">, now: Date): boolean {
  return session.status === "open" && Date.parse(session.starts_at) > now.getTime();
}
