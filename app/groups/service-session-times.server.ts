// The open sessions of a service with places that still have a seat: their
// starts join /rezerwacja's free times, each with its seats left.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { SessionTime } from "~/bookings/index.server";
import { comingSessions } from "./coming-sessions.server";
import { seatsLeft } from "./groups-public.messages";

export async function sessionTimesOf(db: Kysely<Database>, serviceSlug: string, now: Date): Promise<SessionTime[]> {
  const sessions = await comingSessions(db, now);
  return sessions
    .filter((session) => session.serviceSlug === serviceSlug && session.bookable && session.free > 0)
    .map((session) => ({ start: Date.parse(session.startsAt), end: Date.parse(session.endsAt), seatsLeft: seatsLeft(session.free) }));
}
