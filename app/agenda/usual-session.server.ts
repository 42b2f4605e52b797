// A regular client's usual session, for a new booking made for them: the
// service they booked most among their last ten kept sessions (the newest
// first on a tie) and the newest one's weekday and time, so that "the same
// time next week" is one tap.
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import type { Database } from "~/db/database.server";
import { warsawDate } from "~/scheduling";

/** How many of the client's latest sessions say what is usual. */
const RECENT = 10;

export type UsualSession = { service: string; date: Temporal.PlainDate; minutes: number };

export async function usualSession(db: Kysely<Database>, clientId: number, now: Date): Promise<UsualSession | null> {
  const recent = await db
    .selectFrom("bookings")
    .select(["service_slug", "starts_at"])
    .where("client_id", "=", clientId)
    .where("status", "!=", "cancelled")
    .orderBy("starts_at", "desc")
    .limit(RECENT)
    .execute();
  if (!recent.length) return null;
  const counts = new Map<string, number>();
  for (const { service_slug } of recent) counts.set(service_slug, (counts.get(service_slug) ?? 0) + 1);
  // Map keeps the order of first appearance, newest first: the first of the most frequent wins a tie.
  const service = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  const latest = Temporal.Instant.fromEpochMilliseconds(Date.parse(recent[0]!.starts_at)).toZonedDateTimeISO("Europe/Warsaw");
  return { service, date: nextSameWeekday(latest.toPlainDate(), warsawDate(now)), minutes: latest.hour * 60 + latest.minute };
}

/** A week after `latest`, or, when that has passed, the first day from `today` on with its weekday. */
function nextSameWeekday(latest: Temporal.PlainDate, today: Temporal.PlainDate): Temporal.PlainDate {
  const weekOn = latest.add({ weeks: 1 });
  if (Temporal.PlainDate.compare(weekOn, today) >= 0) return weekOn;
  return today.add({ days: (latest.dayOfWeek - today.dayOfWeek + 7) % 7 });
}

/**
 * The service of the session the trainer booked last herself: a booking from a
 * free hour with no client yet starts from it (the first service of the list
 * was a free consultation, rarely what she books by phone).
 */
export async function lastTrainerService(db: Kysely<Database>): Promise<string | null> {
  const last = await db
    .selectFrom("bookings")
    .select("service_slug")
    .where("origin", "=", "trainer")
    .where("group_session_id", "is", null)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.service_slug ?? null;
}
