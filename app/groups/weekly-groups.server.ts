// A weekly group as a signed-in client meets it on /moje-treningi: the
// groups with sessions ahead, and joining one for the coming weeks, a seat
// in each session that has one, each date with its own fate.
import type { Kysely } from "kysely";
import type { BookingSettings } from "~content/booking-schema";
import { isEmailBlocked } from "~/clients/index.server";
import { timestamp, type Database } from "~/db/database.server";
import { orderIdOfSale } from "~/ledger/index.server";
import { bookSeats } from "./group-seats.server";
import { joinCandidates, seatsHeld, type JoinedDate } from "./weekly-join-dates.server";

/** A join's fates, date by date; or none at all, the client's address being blocked. */
export type WeeklyJoin = { kind: "joined"; title: string; fates: JoinedDate[] } | { kind: "blocked" };

export type WeeklyGroup = {
  weeklyKey: string;
  title: string;
  place: string;
  price: number;
  /** The next session's start: its weekday and time are the group's. */
  nextStart: string;
  /** Sessions ahead, those with a free seat, and those the client holds a seat in. */
  ahead: number;
  withSeats: number;
  joined: number;
};

/** The weekly groups with sessions ahead, in two queries whatever their number. */
export async function weeklyGroupsFor(db: Kysely<Database>, clientId: number, now: Date): Promise<WeeklyGroup[]> {
  const sessions = await db
    .selectFrom("group_sessions")
    .leftJoin("group_seats", "group_seats.group_session_id", "group_sessions.id")
    .select((eb) => [
      "group_sessions.id",
      "weekly_key",
      "title",
      "place",
      "price",
      "starts_at",
      "seats",
      eb.fn.count<number | string>("group_seats.seat_number").as("taken"),
    ])
    .where("weekly_key", "is not", null)
    .where("status", "=", "open")
    .where("starts_at", ">", timestamp(now))
    .groupBy(["group_sessions.id", "weekly_key", "title", "place", "price", "starts_at", "seats"])
    .orderBy("starts_at")
    .execute();
  if (!sessions.length) return [];
  const held = new Set((await seatsHeld(db, clientId, sessions)).map((row) => row.group_session_id));
  const groups = new Map<string, WeeklyGroup>();
  for (const session of sessions) {
    const group = groups.get(session.weekly_key!) ?? {
      weeklyKey: session.weekly_key!,
      title: session.title,
      place: session.place,
      price: session.price,
      nextStart: session.starts_at,
      ahead: 0,
      withSeats: 0,
      joined: 0,
    };
    group.ahead++;
    if (held.has(session.id)) group.joined++;
    else if (Number(session.taken) < session.seats) group.withSeats++;
    groups.set(group.weeklyKey, group);
  }
  return [...groups.values()];
}

/**
 * A seat for the client in each session ahead of the group; `formKey`: the
 * form's submission key, one booking per session however often it is sent.
 * A session on a day the site is closed (a public holiday without hours of
 * its own, the trainer's day off) is skipped (issue 78). One confirmation
 * goes, with the first seat: its mail, and the trainer's, list every seat
 * of the join (mailGroupOf).
 */
export async function joinWeeklyGroup(
  db: Kysely<Database>,
  { weeklyKey, clientId, formKey }: { weeklyKey: string; clientId: number; formKey: string },
  { booking: settings, privacy }: { booking: BookingSettings; privacy: { blockMonths: number } },
  now: Date,
): Promise<WeeklyJoin | null> {
  const client = await db.selectFrom("clients").select(["name", "email", "phone"]).where("id", "=", clientId).executeTakeFirst();
  if (!client) return null;
  // The address the trainer blocked books nothing from the site, here as on /rezerwacja and /zajecia/:id (the one guard).
  if (await isEmailBlocked(db, client.email, privacy.blockMonths, now)) return { kind: "blocked" };
  const candidates = await joinCandidates(db, { weeklyKey, clientId }, settings, now);
  if (!candidates.length) return null;
  const fates: JoinedDate[] = [];
  let confirmed = false;
  // One order for all the weeks: the first seat booked opens it, the others join it.
  let order: number | undefined;
  for (const { id, date } of candidates) {
    // Held or closed as read; a full one is tried all the same: a seat may have been freed since.
    if (date.outcome === "already" || date.outcome === "closed") {
      fates.push(date);
      continue;
    }
    const request = {
      name: client.name,
      email: client.email,
      phone: client.phone,
      notes: "",
      companion: null,
      submissionKey: `${formKey}:${id}`,
      clientId,
      order,
    };
    const seat = await bookSeats(db, id, confirmed ? { ...request, confirmation: [] } : request, now);
    if (seat.kind === "booked") confirmed = true;
    if (seat.kind === "booked" || seat.kind === "repeated") order ??= await orderIdOfSale(db, { kind: "booking", id: seat.booking.id });
    fates.push({ startsAt: date.startsAt, outcome: seat.kind === "repeated" ? "already" : seat.kind });
  }
  return { kind: "joined", title: candidates[0]!.title, fates };
}
