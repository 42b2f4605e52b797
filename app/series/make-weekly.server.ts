// "Powtarzaj co tydzień": a booking already made becomes the first
// occurrence of a new series, and the following dates are booked with it,
// whole or not at all. The booking is locked and read again first: one
// cancelled, moved or put in a series since the page was shown is refused.
import type { Kysely } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { cardFor } from "~/clients/index.server";
import { inChangeTransaction, isTakenError, lockBooking } from "~/bookings/index.server";
import type { Occurrence } from "~/series/series-fates";
import { insertOccurrences, insertSeriesRow, type SeriesDraft } from "~/series/save-series.server";

/** Why a booking cannot (any longer) become a series' first occurrence. */
export type MakeWeeklyRefusal = "not-found" | "cancelled" | "finished" | "moved" | "in-series" | "past";

/** The booking as the page showed it: its version (`sequence`) counts every move, cancellation and outcome since. */
export type ShownBooking = { id: number; version: number };

/** Why this booking, as it is now, cannot start a series; null when it can. */
export function makeWeeklyRefusal(booking: Booking | undefined, shown: ShownBooking | null, now: Date): MakeWeeklyRefusal | null {
  if (!booking) return "not-found";
  if (booking.status === "cancelled") return "cancelled";
  if (booking.status !== "confirmed") return "finished";
  if (booking.series_id !== null) return "in-series";
  // Cancelled and marked are told above; a confirmed booking changed since can only have moved.
  if (shown && booking.sequence !== shown.version) return "moved";
  if (Date.parse(booking.starts_at) <= now.getTime()) return "past";
  return null;
}

/**
 * In one transaction: the booking locked and checked, the series' row, the
 * booking made its first occurrence (its time, cells and mails unchanged),
 * and `following` booked as the next ones; a taken time saves nothing.
 * `draft.client` is read from the locked row, not from the page.
 */
export async function makeWeekly(
  db: Kysely<Database>,
  shown: ShownBooking,
  draft: Omit<SeriesDraft, "client">,
  following: Occurrence[],
  now: Date,
): Promise<{ seriesId: number; bookingIds: number[] } | MakeWeeklyRefusal | "taken"> {
  try {
    return await inChangeTransaction(db, async (trx) => {
      const booking = await lockBooking(trx, shown.id);
      const refusal = makeWeeklyRefusal(booking, shown, now);
      if (refusal || !booking) return refusal ?? "not-found";
      const person = { name: booking.name, email: booking.email, phone: booking.phone };
      const clientId = booking.client_id ?? (await cardFor(trx, person, now, "trainer"));
      const seriesId = await insertSeriesRow(trx, clientId, { ...draft, client: person }, now);
      // Its own time stays as it is: no new version, so the client's calendar file and the panel's forms still match it.
      await trx.updateTable("bookings").set({ series_id: seriesId, client_id: clientId }).where("id", "=", booking.id).execute();
      const bookingIds = await insertOccurrences(trx, { ...draft, client: { ...person, id: clientId } }, seriesId, following, now);
      return { seriesId, bookingIds };
    });
  } catch (error) {
    // A second submission of the same form at once: its keys are taken by the first.
    if (isTakenError(error)) return "taken";
    throw error;
  }
}
