// Group sessions as the trainer's pages show them: each with its seats taken
// and its participants' names, read for any number of sessions in two
// queries (the sessions, then every seat's booking of them at once).
import type { Kysely } from "kysely";
import { timestamp, type Booking, type Database, type GroupSession } from "~/db/database.server";
import { formatClock, formatDay, formatTimeRange, warsawDate } from "~/scheduling";

export type GroupSummary = {
  id: number;
  title: string;
  /** "wtorek, 2 marca", "18:00–19:00", and the Warsaw date and start. */
  day: string;
  time: string;
  date: string;
  clock: string;
  startsAt: string;
  endsAt: string;
  place: string;
  price: number;
  seats: number;
  /** Seats held by bookings not cancelled (a companion's booking holds two). */
  taken: number;
  /** The participants, in the order they joined: "Anna Nowak" or "Anna Nowak + Jan Nowak". */
  names: { name: string; companion: string | null }[];
  status: GroupSession["status"];
  minSeats: number | null;
  decideAt: string | null;
  /** When the trainer chose to hold it below its minimum. */
  heldAt: string | null;
  sequence: number;
};

/** The participants' bookings, cancelled ones too, by session: one query for all. */
async function seatBookings(db: Kysely<Database>, ids: number[]): Promise<Map<number, Booking[]>> {
  const byGroup = new Map<number, Booking[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byGroup;
  const rows = await db.selectFrom("bookings").selectAll().where("group_session_id", "in", ids).orderBy("id").execute();
  for (const row of rows) byGroup.get(row.group_session_id!)?.push(row);
  return byGroup;
}

const holding = (booking: Booking) => booking.status !== "cancelled";

function summaryOf(session: GroupSession, bookings: Booking[]): GroupSummary {
  const start = Date.parse(session.starts_at);
  const seated = bookings.filter(holding);
  return {
    id: session.id,
    title: session.title,
    day: formatDay(warsawDate(start), false),
    time: formatTimeRange(session.starts_at, session.ends_at),
    date: warsawDate(start).toString(),
    clock: formatClock(session.starts_at),
    startsAt: session.starts_at,
    endsAt: session.ends_at,
    place: session.place,
    price: session.price,
    seats: session.seats,
    taken: seated.reduce((sum, booking) => sum + booking.seats, 0),
    names: seated.map((booking) => ({ name: booking.name, companion: booking.companion_name })),
    status: session.status,
    minSeats: session.min_seats,
    decideAt: session.decide_at,
    heldAt: session.held_at,
    sequence: session.sequence,
  };
}

async function summaries(db: Kysely<Database>, sessions: GroupSession[]): Promise<GroupSummary[]> {
  const bookings = await seatBookings(
    db,
    sessions.map((session) => session.id),
  );
  return sessions.map((session) => summaryOf(session, bookings.get(session.id)!));
}

/** The group sessions starting between two instants, cancelled ones too: the agenda's week. */
export async function groupsBetween(db: Kysely<Database>, from: Date, to: Date): Promise<GroupSummary[]> {
  const sessions = await db
    .selectFrom("group_sessions")
    .selectAll()
    .where("starts_at", ">=", timestamp(from))
    .where("starts_at", "<", timestamp(to))
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  return summaries(db, sessions);
}

/** The open sessions not yet ended, soonest first, at most `limit` (the coming weeks of every group fit). */
export async function comingGroups(db: Kysely<Database>, now: Date, limit = 60): Promise<GroupSummary[]> {
  const sessions = await db
    .selectFrom("group_sessions")
    .selectAll()
    .where("status", "=", "open")
    .where("ends_at", ">", timestamp(now))
    .orderBy("starts_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return summaries(db, sessions);
}

/** One session with every seat's booking (cancelled ones too), or undefined. */
export async function groupSessionWithBookings(db: Kysely<Database>, id: number): Promise<{ summary: GroupSummary; bookings: Booking[] } | undefined> {
  const session = await db.selectFrom("group_sessions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!session) return undefined;
  const bookings = (await seatBookings(db, [id])).get(id)!;
  return { summary: summaryOf(session, bookings), bookings };
}
