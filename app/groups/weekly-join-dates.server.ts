// The dates a weekly group's join would take, read once for its summary
// before the button (issue 79: art. 12 and 17 of the Consumer Rights Act, no
// contract without its total) and for the join itself: the sessions ahead,
// each already the client's, on a closed day (a public holiday, the
// trainer's day off), full, or to be booked.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import { timestamp, type Database } from "~/db/database.server";
import { hoursOn, warsawDate } from "~/scheduling";

/** "closed": the date is a public holiday or the trainer's day off (`closedFor` names it): no seat is booked on it. */
export type JoinedDate = { startsAt: string; outcome: "booked" | "already" | "full" | "closed"; closedFor?: string };

/** A session ahead of the group and what a join does with it; "booked": it would book a seat (free when read). */
export type JoinCandidate = { id: number; title: string; place: string; price: number; date: JoinedDate };

/** The sessions among `sessions` the client holds a seat in, in one query. */
export const seatsHeld = (db: Kysely<Database>, clientId: number, sessions: readonly { id: number }[]) =>
  db
    .selectFrom("bookings")
    .select("group_session_id")
    .where("client_id", "=", clientId)
    .where("status", "=", "confirmed")
    .where(
      "group_session_id",
      "in",
      sessions.map((session) => session.id),
    )
    .execute();

/** The group's open sessions ahead, soonest first, each with its fate as things stand; empty when it has none. */
export async function joinCandidates(
  db: Kysely<Database>,
  { weeklyKey, clientId }: { weeklyKey: string; clientId: number },
  settings: BookingSettings,
  now: Date,
): Promise<JoinCandidate[]> {
  const sessions = await db
    .selectFrom("group_sessions")
    .leftJoin("group_seats", "group_seats.group_session_id", "group_sessions.id")
    .select((eb) => ["group_sessions.id", "starts_at", "title", "place", "price", "seats", eb.fn.count<number | string>("group_seats.seat_number").as("taken")])
    .where("weekly_key", "=", weeklyKey)
    .where("status", "=", "open")
    .where("starts_at", ">", timestamp(now))
    .groupBy(["group_sessions.id", "starts_at", "title", "place", "price", "seats"])
    .orderBy("starts_at")
    .execute();
  if (!sessions.length) return [];
  const held = new Set((await seatsHeld(db, clientId, sessions)).map((row) => row.group_session_id));
  return sessions.map((session) => {
    const { closedFor } = hoursOn(settings, warsawDate(Date.parse(session.starts_at)));
    const date: JoinedDate = held.has(session.id)
      ? { startsAt: session.starts_at, outcome: "already" }
      : closedFor
        ? { startsAt: session.starts_at, outcome: "closed", closedFor }
        : { startsAt: session.starts_at, outcome: Number(session.taken) < session.seats ? "booked" : "full" };
    return { id: session.id, title: session.title, place: session.place, price: session.price, date };
  });
}
