// A weekly series saved: its row and every chosen occurrence, whole or not
// at all; and a booking the trainer takes, as the booking store receives it.
import type { Kysely, Transaction } from "kysely";
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
  /** The cancellation window each occurrence keeps (the settings' when it is saved). */
  cancelCutoffHours: number;
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
    cancelCutoffHours: draft.cancelCutoffHours,
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
      const clientId = draft.client.id ?? (await cardFor(trx, draft.client, now, "trainer"));
      const seriesId = await insertSeriesRow(trx, clientId, draft, now);
      const bookingIds = await insertOccurrences(trx, { ...draft, client: { ...draft.client, id: clientId } }, seriesId, chosen, now);
      return { seriesId, bookingIds };
    });
  } catch (error) {
    if (isTakenError(error)) return "taken";
    throw error;
  }
}

/** The series' own row: whose, which service, which wall-clock time, how often. */
export async function insertSeriesRow(trx: Transaction<Database>, clientId: number, draft: SeriesDraft, now: Date): Promise<number> {
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
  return series.id;
}

/**
 * The chosen occurrences as bookings of the series, keyed `<submission key>-<index>`
 * (a form sent twice is refused by the first key); the first carries the
 * one confirmation mail, which lists those made with it.
 */
export async function insertOccurrences(trx: Transaction<Database>, draft: SeriesDraft, seriesId: number, chosen: Occurrence[], now: Date): Promise<number[]> {
  const bookingIds: number[] = [];
  for (const [index, occurrence] of chosen.entries()) {
    const booking = newBooking(draft, occurrence, OUTSIDE_HOURS_FATES.has(occurrence.fate.kind), seriesId, `${draft.submissionKey}-${index}`);
    const row = await insertBooking(trx, booking, now, index === 0 ? ["booking_confirmed_visitor"] : []);
    bookingIds.push(row.id);
  }
  return bookingIds;
}
