// "Ten i następne": an occurrence of a weekly series and every later one,
// cancelled or moved together, each through changeBooking's core (its row
// locked, its version counted, its cells freed or claimed) in one
// transaction: one time taken and nothing changes. A cancelled or moved group
// gets one mail, on the occurrence chosen, listing every date (see
// mailGroupOf); each moved occurrence keeps its own reminder.
import { Temporal } from "temporal-polyfill";
import type { Kysely, Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import type { BookingChange, ChangeOptions, ChangeRefusal } from "~/bookings";
import { changeWithin, inChangeTransaction } from "~/bookings/index.server";
import { warsawInstant } from "~/scheduling";

export type GroupOutcome = { ok: true; bookings: Booking[] } | { ok: false; reason: ChangeRefusal };

class Refused extends Error {
  constructor(readonly reason: ChangeRefusal) {
    super(reason);
  }
}

/** The occurrence and the confirmed ones of its series that start after it, in the lock order (ascending id). */
async function followingIds(trx: Transaction<Database>, booking: Booking): Promise<number[]> {
  if (booking.series_id === null) return [booking.id];
  const rows = await trx
    .selectFrom("bookings")
    .select("id")
    .where("series_id", "=", booking.series_id)
    .where((eb) => eb.or([eb("id", "=", booking.id), eb.and([eb("status", "=", "confirmed"), eb("starts_at", ">", booking.starts_at)])]))
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Changes the chosen occurrence and the series' later ones in one
 * transaction; `changeFor` says what happens to each (as it was when locked).
 * The chosen one answers for the whole: refused, and nothing changes.
 */
async function changeFollowing(
  db: Kysely<Database>,
  chosen: Booking,
  changeFor: (booking: Booking) => BookingChange,
  options: ChangeOptions & { now: Date },
): Promise<GroupOutcome> {
  try {
    const outcome = await inChangeTransaction(db, async (trx) => {
      const changed: Booking[] = [];
      for (const id of await followingIds(trx, chosen)) {
        const isChosen = id === chosen.id;
        const current = isChosen ? chosen : await trx.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
        // The chosen one as asked (its version, the client's cut-off); the later ones as they are.
        const outcome = await changeWithin(trx, id, changeFor(current), isChosen ? options : { now: options.now, quiet: true });
        if (outcome.ok) changed.push(outcome.booking);
        // A later one changed meanwhile (cancelled, marked) stays as it is; the chosen one decides.
        else if (isChosen) throw new Refused(outcome.reason);
      }
      return changed.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
    });
    return outcome === "taken" ? { ok: false, reason: "taken" } : { ok: true, bookings: outcome };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** Cancels the occurrence and every later one of its series, by the trainer (with a message) or the client; one mail to each names them all. */
export function cancelFollowing(
  db: Kysely<Database>,
  chosen: Booking,
  cancel: Extract<BookingChange, { kind: "cancel" }>,
  options: ChangeOptions & { now: Date },
): Promise<GroupOutcome> {
  return changeFollowing(db, chosen, () => cancel, options);
}

const warsawWall = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO("Europe/Warsaw").toPlainDateTime();

/**
 * Moves the occurrence to `newStart` and every later one by the same shift:
 * as many days later or earlier, at the same new Warsaw wall-clock time (so
 * a series moved from Tuesday 18:00 to Wednesday 17:00 stays at 17:00 across
 * a clock change). Each keeps its length and the buffer after it. The
 * client gets one "Zmiana terminu" naming every new date, with one calendar
 * file that moves them all.
 */
export function moveFollowing(
  db: Kysely<Database>,
  chosen: Booking,
  newStart: number,
  bufferMs: number,
  options: ChangeOptions & { now: Date },
): Promise<GroupOutcome> {
  const target = Temporal.Instant.fromEpochMilliseconds(newStart).toZonedDateTimeISO("Europe/Warsaw").toPlainDateTime();
  const dayShift = warsawWall(chosen.starts_at).toPlainDate().until(target.toPlainDate()).days;
  const minutes = target.hour * 60 + target.minute;
  return changeFollowing(
    db,
    chosen,
    (booking) => {
      const date = warsawWall(booking.starts_at).toPlainDate().add({ days: dayShift });
      // A wall-clock time the clocks skip that day moves to the change itself.
      const start = warsawInstant(date, minutes) ?? warsawInstant(date, minutes + 60)!;
      const end = start + (Date.parse(booking.ends_at) - Date.parse(booking.starts_at));
      return { kind: "move", by: "trainer", slot: { start, end, bufferMs } };
    },
    options,
  );
}

/** How many occurrences "ten i następne" would change: the chosen one and the confirmed ones after it. */
export async function followingCount(db: Kysely<Database>, booking: Booking): Promise<number> {
  return (await followingCounts(db, [booking])).get(booking.id)!;
}

/** The same for many bookings in one query (the agenda's week, a card's list): the series' confirmed occurrences after each. */
export async function followingCounts(db: Kysely<Database>, bookings: Booking[]): Promise<Map<number, number>> {
  const counts = new Map(bookings.map((booking) => [booking.id, 1]));
  const inSeries = bookings.filter((booking) => booking.series_id !== null);
  if (!inSeries.length) return counts;
  const later = await db
    .selectFrom("bookings")
    .select(["series_id", "starts_at"])
    .where("series_id", "in", [...new Set(inSeries.map((booking) => booking.series_id!))])
    .where("status", "=", "confirmed")
    .where("starts_at", ">", inSeries.map((booking) => booking.starts_at).sort()[0]!)
    .execute();
  for (const booking of inSeries)
    counts.set(booking.id, 1 + later.filter((row) => row.series_id === booking.series_id && row.starts_at > booking.starts_at).length);
  return counts;
}
