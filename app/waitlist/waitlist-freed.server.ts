// What a message to someone waiting tells, read when it is sent (by e-mail or
// by push): the entry, its service and the day's free times as they are
// then, or for a group session's seat, the session and its free seats. No
// time or seat free any more: skipped, nothing said about one taken again.
import type { OutboxRow, WaitlistEntry } from "~/db/database.server";
import type { RenderContext } from "~/notifications";
import { formatClock } from "~/scheduling";
import { freeTimes } from "~/scheduling/index.server";
import type { SiteContent } from "~/site-content";

export type FreedTimes = { entry: WaitlistEntry; service: SiteContent["booking"]["services"][number]; times: string[] };
export type FreedSeats = { entry: WaitlistEntry; session: { id: number; title: string; startsAt: string }; free: number };

export async function freedTimes(row: OutboxRow, { db, now }: RenderContext, site: SiteContent): Promise<FreedTimes | FreedSeats | { skip: string } | null> {
  if (row.waitlist_id === null) return null;
  const entry = await db.selectFrom("waitlist").selectAll().where("id", "=", row.waitlist_id).executeTakeFirst();
  if (!entry) return null;
  // Never recorded for a pending entry (tellWaiting); checked again all the same: a pending address is told nothing but its link.
  if (entry.confirmed_at === null) return { skip: "the address is not confirmed" };
  if (entry.group_session_id !== null) return freedSeats(db, entry, entry.group_session_id, now);
  const settings = site.booking;
  // A service withdrawn since: the first one (the booking page's default).
  const service = settings.services.find((candidate) => candidate.slug === entry.service_slug) ?? settings.services[0];
  const slots = service ? (await freeTimes(db, settings, service, now)).get(entry.day) : undefined;
  if (!service || !slots?.length) return { skip: "no time is free on the day any more" };
  return { entry, service, times: slots.map((slot) => formatClock(slot.start)) };
}

async function freedSeats(db: RenderContext["db"], entry: WaitlistEntry, sessionId: number, now: Date): Promise<FreedSeats | { skip: string }> {
  const session = await db
    .selectFrom("group_sessions")
    .leftJoin("group_seats", "group_seats.group_session_id", "group_sessions.id")
    .select((eb) => ["group_sessions.id", "title", "starts_at", "seats", "status", eb.fn.count<number>("group_seats.seat_number").as("taken")])
    .where("group_sessions.id", "=", sessionId)
    .groupBy(["group_sessions.id", "title", "starts_at", "seats", "status"])
    .executeTakeFirst();
  if (!session || session.status !== "open" || Date.parse(session.starts_at) <= now.getTime()) return { skip: "the session is over or cancelled" };
  const free = session.seats - Number(session.taken);
  if (free <= 0) return { skip: "no seat is free any more" };
  return { entry, session: { id: session.id, title: session.title, startsAt: session.starts_at }, free };
}
