// What happened since the trainer last looked: online bookings, clients'
// own cancellations and moves (counted on "Kalendarz" and marked in the
// agenda), and new enquiries (counted on "Zapytania"). When each part was
// last looked at is one row in the database, shared by every device and
// instance; looking at a part is opening its page.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import type { PanelPart } from "~/admin/panel-menu";

/** News older than this is not counted, however long the trainer was away (or before the first look). */
const NEWS_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

async function seenAt(db: Kysely<Database>, part: PanelPart, now: Date): Promise<string> {
  const row = await db.selectFrom("panel_seen").select("seen_at").where("part", "=", part).executeTakeFirst();
  const floor = timestamp(new Date(now.getTime() - NEWS_DAYS * DAY));
  return row && row.seen_at > floor ? row.seen_at : floor;
}

/** The bookings that changed by a client's hand (or were made online) after `since`. */
function calendarNews(db: Kysely<Database>, since: string) {
  return db
    .selectFrom("bookings")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("origin", "=", "online"), eb("created_at", ">", since)]),
        eb.and([eb("cancel_reason", "=", "client"), eb("cancelled_at", ">", since)]),
        eb.and([eb("client_moves", ">", 0), eb("moved_at", ">", since)]),
      ]),
    );
}

/** The counts for the menu (the page zeroes the part it shows: that part is being looked at). */
export async function panelNews(db: Kysely<Database>, now: Date): Promise<Record<PanelPart, number>> {
  const [calendarSince, enquiriesSince] = await Promise.all([seenAt(db, "calendar", now), seenAt(db, "enquiries", now)]);
  const [calendar, enquiries] = await Promise.all([
    calendarNews(db, calendarSince).execute(),
    db.selectFrom("enquiries").select("id").where("status", "=", "new").where("created_at", ">", enquiriesSince).execute(),
  ]);
  return { calendar: calendar.length, enquiries: enquiries.length };
}

/**
 * Marks `part` as looked at now (never back, when two tabs look at once) and
 * says which bookings are news to this look: the agenda marks them once.
 */
export async function lookAt(db: Kysely<Database>, part: PanelPart, now: Date): Promise<Set<number>> {
  const since = await seenAt(db, part, now);
  const at = timestamp(now);
  await db
    .insertInto("panel_seen")
    .values({ part, seen_at: at })
    .onConflict((conflict) => conflict.column("part").doUpdateSet({ seen_at: at }).where("panel_seen.seen_at", "<", at))
    .execute();
  if (part !== "calendar") return new Set();
  return new Set((await calendarNews(db, since).execute()).map((row) => row.id));
}
