// A weekly series saved: its row and every chosen occurrence, whole or not
// at all; and a booking the trainer takes, as the booking store receives it.
import type { Kysely } from "kysely";
import type { BookingService } from "~content/booking-schema";
import { timestamp, type Database } from "~/db/database.server";
import { cardFor, type Person } from "~/clients/index.server";
import { insertBooking, isTakenError, type NewBooking } from "~/bookings/index.server";
import { clockText, OUTSIDE_HOURS_FATES, type Occurrence, type SeriesPlan, type TimeFate } from "~/series/series-fates";

/** A card chosen in the panel (with its id), or a new client typed there. */
export type ChosenClient = Person & { id?: number };

export type TrainerBookingDraft = {
  client: ChosenClient;
  service: BookingService;
  place: string;
  bufferMs: number;
  notes: string;
  mailClient: boolean;
  submissionKey: string;
};

export type SeriesDraft = TrainerBookingDraft & { plan: SeriesPlan; outsideConfirmed: boolean };

export function newBooking(draft: TrainerBookingDraft, fate: TimeFate, outsideHours: boolean, seriesId?: number, key = draft.submissionKey): NewBooking {
  return {
    service: draft.service,
    place: draft.place,
    start: fate.start!,
    end: fate.end!,
    bufferMs: draft.bufferMs,
    name: draft.client.name,
    email: draft.client.email,
    phone: draft.client.phone,
    notes: draft.notes,
    submissionKey: key,
    byTrainer: { clientId: draft.client.id, mailClient: draft.mailClient, outsideHours, seriesId },
  };
}

/**
 * The series' row and every chosen occurrence in one transaction, each
 * claiming its own cells: one taken cell and nothing is saved. The first
 * occurrence carries the one confirmation mail, which lists them all.
 */
export async function saveSeries(
  db: Kysely<Database>,
  draft: SeriesDraft,
  chosen: Occurrence[],
  now: Date,
): Promise<{ seriesId: number; bookingIds: number[] } | "taken"> {
  try {
    return await db.transaction().execute(async (trx) => {
      const clientId = draft.client.id ?? (await cardFor(trx, draft.client, now));
      const series = await trx
        .insertInto("booking_series")
        .values({
          client_id: clientId,
          service_slug: draft.service.slug,
          wall_time: clockText(draft.plan.minutes),
          every_weeks: draft.plan.everyWeeks,
          created_at: timestamp(now),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const client = { ...draft.client, id: clientId };
      const bookingIds: number[] = [];
      for (const [index, occurrence] of chosen.entries()) {
        const booking = newBooking(
          { ...draft, client },
          occurrence,
          OUTSIDE_HOURS_FATES.has(occurrence.fate.kind),
          series.id,
          `${draft.submissionKey}-${index}`,
        );
        const row = await insertBooking(trx, booking, now, index === 0 ? ["booking_confirmed_visitor"] : []);
        bookingIds.push(row.id);
      }
      return { seriesId: series.id, bookingIds };
    });
  } catch (error) {
    if (isTakenError(error)) return "taken";
    throw error;
  }
}
