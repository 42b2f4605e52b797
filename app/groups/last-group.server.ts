// "Nowe zajęcia" starts from the last group the trainer opened: her groups
// repeat their service, place, hour, length, seats and price far more often
// than they change them (the first service of the list was a free consultation).
// Before her first, from the offer's first service with places (or else its
// first paid one): its length and price.
import type { Kysely } from "kysely";
import { PLACES } from "~content/booking-schema";
import { likelyService, placeDescription } from "~/bookings";
import type { Database } from "~/db/database.server";
import { formatClock } from "~/scheduling";

const HOUR_MS = 3_600_000;

/** A price of null is the price list's (settings as stored): paid, its amount not known here. */
type OfferedService = { slug: string; durationMinutes: number; price: number | null; seats: number };

/** The fields of the service a first group is most likely for: its length, seats and price. */
function likelyGroupValues(services: readonly OfferedService[]): Record<string, string> {
  const likely = likelyService(services, "group");
  if (!likely) return {};
  return {
    service: likely.slug,
    minutes: String(likely.durationMinutes),
    ...(likely.price === null ? {} : { price: String(likely.price) }),
    ...(likely.seats > 1 ? { seats: String(likely.seats) } : {}),
  };
}

/** The new-group form's fields as the last group opened had them (no title, no date); before the first, the likely service's. */
export async function lastGroupValues(
  db: Kysely<Database>,
  services: readonly OfferedService[],
  address: { street: string; locality: string },
): Promise<Record<string, string>> {
  const last = await db
    .selectFrom("group_sessions")
    .select(["service_slug", "place", "starts_at", "ends_at", "seats", "min_seats", "decide_at", "price"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!last) return likelyGroupValues(services);
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
