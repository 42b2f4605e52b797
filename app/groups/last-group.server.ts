// "Nowe zajęcia" starts from the last group the trainer opened: her groups
// repeat their service, place, hour, length, seats and price far more often
// than they change them (the first service of the list was a free consultation).
import type { Kysely } from "kysely";
import { PLACES } from "~content/booking-schema";
import { placeDescription } from "~/bookings";
import type { Database } from "~/db/database.server";
import { formatClock } from "~/scheduling";

const HOUR_MS = 3_600_000;

/** The new-group form's fields as the last group opened had them (no title, no date); none before the first. */
export async function lastGroupValues(db: Kysely<Database>, address: { street: string; locality: string }): Promise<Record<string, string>> {
  const last = await db
    .selectFrom("group_sessions")
    .select(["service_slug", "place", "starts_at", "ends_at", "seats", "min_seats", "decide_at", "price"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!last) return {};
  const starts = Date.parse(last.starts_at);
  const place = PLACES.find((each) => placeDescription(each, address) === last.place);
  return {
    service: last.service_slug,
    ...(place ? { place } : {}),
    time: formatClock(starts),
    minutes: String(Math.round((Date.parse(last.ends_at) - starts) / 60_000)),
    seats: String(last.seats),
    ...(last.min_seats === null ? {} : { minSeats: String(last.min_seats) }),
    ...(last.decide_at ? { decideHours: String(Math.round((starts - Date.parse(last.decide_at)) / HOUR_MS)) } : {}),
    price: String(last.price),
  };
}
