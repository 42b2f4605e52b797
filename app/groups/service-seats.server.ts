// A seat of a service with places, booked from /rezerwacja (handleBooking's
// seat booker): a seat in the open session of that service starting then,
// or, when there is none, a one-off session opened at that time and the seat
// taken in the same transaction. Two visitors opening the same time at once
// end with one session: the time's cells refuse the second opening, which
// then re-reads the time and joins the first one's session.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { BOOKING_FORM_ERRORS } from "~/bookings";
import { inChangeTransaction, SlotTaken } from "~/bookings/index.server";
import type { SeatBooker, SeatBookingAnswer } from "~/bookings/index.server";
import { messagesByField } from "~/lib/zod";
import { claimSlot } from "~/scheduling/index.server";
import { nextWithSeats } from "./coming-sessions.server";
import { bookSeats, seatWithin, type SeatOutcome, type SeatRequest } from "./group-seats.server";
import { openWithin } from "./group-sessions.server";
import { notEnoughSeats } from "./groups-public.messages";
import { companionSchema } from "./seat-request";

export const bookServiceSeat: SeatBooker = async (db, { settings, service, start, place, person, companionFields, now }) => {
  const companion = companionSchema.safeParse(companionFields);
  if (!companion.success) {
    return { ok: false, reason: "seats", status: 400, formError: BOOKING_FORM_ERRORS.invalid, fieldErrors: messagesByField(companion.error) };
  }
  const seat: SeatRequest = { ...person, companion: companion.data.companion, cancelCutoffHours: settings.cancelCutoffHours };
  const joined = await joinSessionAt(db, service.slug, start, seat, now);
  if (joined) return answerOf(db, joined, seat, now);

  const opened = await claimSlot(db, { settings, service, start, now }, (slot) =>
    inChangeTransaction(db, async (trx) => {
      const plan = {
        title: service.name,
        serviceSlug: service.slug,
        place,
        minutes: service.durationMinutes,
        bufferMs: settings.bufferMinutes * 60_000,
        seats: service.seats,
        minSeats: service.minSeats,
        price: service.price,
        decideHoursBefore: service.minSeats === null ? null : service.decideHoursBefore,
      };
      const outcome = await seatWithin(trx, await openWithin(trx, plan, slot.start, null, now), seat, now);
      // A new session has every seat free; were it ever not, no empty session stays behind.
      if (outcome.kind !== "booked") throw new SlotTaken();
      return outcome.booking;
    }),
  );
  if (opened.ok) return { ok: true, bookingId: opened.value.id };
  if (opened.reason === "taken") {
    // Another visitor opened this time a moment ago: a seat in theirs.
    const again = await joinSessionAt(db, service.slug, start, seat, now);
    if (again) return answerOf(db, again, seat, now);
  }
  return opened;
};

/** A seat in the service's open session starting at `start`; undefined when there is none (or it closed meanwhile). */
async function joinSessionAt(db: Kysely<Database>, serviceSlug: string, start: number, seat: SeatRequest, now: Date) {
  const session = await db
    .selectFrom("group_sessions")
    .select(["id", "title", "starts_at"])
    .where("service_slug", "=", serviceSlug)
    .where("starts_at", "=", timestamp(new Date(start)))
    .where("status", "=", "open")
    .executeTakeFirst();
  if (!session) return undefined;
  const outcome = await bookSeats(db, session.id, seat, now);
  return outcome.kind === "closed" ? undefined : { session, outcome };
}

async function answerOf(
  db: Kysely<Database>,
  { session, outcome }: { session: { title: string; starts_at: string }; outcome: Exclude<SeatOutcome, { kind: "closed" }> },
  seat: SeatRequest,
  now: Date,
): Promise<SeatBookingAnswer> {
  if (outcome.kind !== "full") return { ok: true, bookingId: outcome.booking.id };
  const wanted = seat.companion === null ? 1 : 2;
  const next = await nextWithSeats(db, { title: session.title, startsAt: session.starts_at }, wanted, now);
  const alternatives = next.map((later) => ({ start: Date.parse(later.startsAt), end: Date.parse(later.endsAt) }));
  const formError = notEnoughSeats({ free: outcome.free, companion: wanted === 2 });
  return { ok: false, reason: "seats", status: 409, formError, fieldErrors: {}, alternatives };
}
