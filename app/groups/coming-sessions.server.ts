// The group sessions a visitor may book: open, not begun, within the coming
// weeks, each with its free seats counted in the same query (a join and a
// group by), so that a long list costs one round trip, not one per session.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { bookable } from "./group-seats.server";
import type { PublicSessionFacts } from "./session-card";

/** How far ahead /zajecia lists sessions. */
export const COMING_WEEKS = 8;

export type ComingSession = PublicSessionFacts & {
  serviceSlug: string;
  weeklyKey: string | null;
  /** Open and not begun: a seat can be taken. */
  bookable: boolean;
  /** Below this many by `decideAt` it may be cancelled; null: no minimum, or the trainer decided to hold it anyway. */
  minSeats: number | null;
  decideAt: string | null;
};

const COLUMNS = [
  "session.id",
  "session.title",
  "session.service_slug",
  "session.place",
  "session.starts_at",
  "session.ends_at",
  "session.seats",
  "session.price",
  "session.weekly_key",
  "session.status",
  "session.min_seats",
  "session.decide_at",
  "session.held_at",
] as const;

/** Every session with its seats taken counted; the callers narrow it. */
function withSeatsTaken(db: Kysely<Database>) {
  return db
    .selectFrom("group_sessions as session")
    .leftJoin("group_seats as seat", "seat.group_session_id", "session.id")
    .select((eb) => [...COLUMNS, eb.fn.count<number | string>("seat.seat_number").as("taken")])
    .groupBy([...COLUMNS]);
}

type Row = Awaited<ReturnType<ReturnType<typeof withSeatsTaken>["execute"]>>[number];

const comingSessionOf =
  (now: Date) =>
  (row: Row): ComingSession => ({
    id: row.id,
    title: row.title,
    serviceSlug: row.service_slug,
    place: row.place,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    seats: row.seats,
    price: row.price,
    weeklyKey: row.weekly_key,
    free: Math.max(0, row.seats - Number(row.taken)),
    bookable: bookable(row, now),
    minSeats: row.held_at === null ? row.min_seats : null,
    decideAt: row.held_at === null ? row.decide_at : null,
  });

/** Open sessions starting after `now` (or the later `after`) within COMING_WEEKS, soonest first; `title` narrows them. */
export async function comingSessions(db: Kysely<Database>, now: Date, { title, after }: { title?: string; after?: string } = {}): Promise<ComingSession[]> {
  const until = new Date(now.getTime() + COMING_WEEKS * 7 * 86_400_000);
  const from = after !== undefined && after > timestamp(now) ? after : timestamp(now);
  let query = withSeatsTaken(db)
    .where("session.status", "=", "open")
    .where("session.starts_at", ">", from)
    .where("session.starts_at", "<", timestamp(until))
    .orderBy("session.starts_at")
    .orderBy("session.id");
  if (title !== undefined) query = query.where("session.title", "=", title);
  return (await query.execute()).map(comingSessionOf(now));
}

/** One session, whatever its state (its page says when it can no longer be booked). */
export async function groupSessionWithSeats(db: Kysely<Database>, id: number, now: Date): Promise<ComingSession | undefined> {
  const row = await withSeatsTaken(db).where("session.id", "=", id).executeTakeFirst();
  return row && comingSessionOf(now)(row);
}

/** The next sessions of the same title with at least `wanted` free seats, offered when one is full. */
export async function nextWithSeats(db: Kysely<Database>, full: Pick<ComingSession, "title" | "startsAt">, wanted: number, now: Date, limit = 3) {
  const later = await comingSessions(db, now, { title: full.title, after: full.startsAt });
  return later.filter((session) => session.free >= wanted).slice(0, limit);
}
