// What happened since the trainer last looked: online bookings, clients'
// own cancellations and moves (counted on "Kalendarz" and marked "nowe" in
// the agenda), and new enquiries (counted on "Zapytania"). A booking's news
// stays until the trainer opens the agenda's week it is in (its row keeps
// when); the inbox is seen when its page is opened (one row per part). Both
// in the database, shared by every device and instance.
import type { ExpressionBuilder, Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { timestamp, type Database } from "~/db/database.server";
import type { PanelNews } from "~/admin/panel-menu";
import { warsawBoundary, warsawDate } from "~/scheduling";

/** News older than this is not counted, however long the trainer was away. */
const NEWS_DAYS = 14;
const DAY = 24 * 60 * 60 * 1000;

const newsFloor = (now: Date) => timestamp(new Date(now.getTime() - NEWS_DAYS * DAY));

/** When the inbox was last opened, or the news window's start if that is later (or it never was). */
async function inboxSeenAt(db: Kysely<Database>, now: Date): Promise<string> {
  const row = await db.selectFrom("panel_seen").select("seen_at").where("part", "=", "enquiries").executeTakeFirst();
  const floor = newsFloor(now);
  return row && row.seen_at > floor ? row.seen_at : floor;
}

type ChangeColumn = "created_at" | "cancelled_at" | "moved_at";

/** The bookings that changed by a client's hand (or were made online) within the news window and after the trainer saw them. */
function unseenNews(db: Kysely<Database>, now: Date) {
  const floor = newsFloor(now);
  const unseen = (eb: ExpressionBuilder<Database, "bookings">, column: ChangeColumn) =>
    eb.and([eb(column, ">", floor), eb.or([eb("news_seen_at", "is", null), eb(column, ">", eb.ref("news_seen_at"))])]);
  return db
    .selectFrom("bookings")
    .select(["id", "starts_at"])
    .where((eb) =>
      eb.or([
        eb.and([eb("origin", "=", "online"), unseen(eb, "created_at")]),
        eb.and([eb("cancel_reason", "=", "client"), unseen(eb, "cancelled_at")]),
        eb.and([eb("client_moves", ">", 0), unseen(eb, "moved_at")]),
      ]),
    );
}

/** The day with news nearest to today: the first one from today on, else the last before it. */
function nearestDay(starts: string[], now: Date): string | null {
  const today = warsawDate(now);
  const days = starts.map((start) => warsawDate(Date.parse(start))).sort(Temporal.PlainDate.compare);
  const day = days.find((one) => Temporal.PlainDate.compare(one, today) >= 0) ?? days.at(-1);
  return day?.toString() ?? null;
}

/** The counts for the menu, and the day the calendar's count opens. */
export async function panelNews(db: Kysely<Database>, now: Date): Promise<PanelNews> {
  const enquiriesSince = await inboxSeenAt(db, now);
  const [calendar, enquiries] = await Promise.all([
    unseenNews(db, now).execute(),
    db.selectFrom("enquiries").select("id").where("status", "=", "new").where("created_at", ">", enquiriesSince).execute(),
  ]);
  return {
    counts: { calendar: calendar.length, enquiries: enquiries.length },
    calendarDay: nearestDay(
      calendar.map((booking) => booking.starts_at),
      now,
    ),
  };
}

/** Marks the inbox as looked at now (never back, when two tabs look at once). */
export async function lookAtInbox(db: Kysely<Database>, now: Date): Promise<void> {
  const at = timestamp(now);
  await db
    .insertInto("panel_seen")
    .values({ part: "enquiries", seen_at: at })
    .onConflict((conflict) => conflict.column("part").doUpdateSet({ seen_at: at }).where("panel_seen.seen_at", "<", at))
    .execute();
}

/**
 * Marks the news of the bookings in the week from Monday `first` (YYYY-MM-DD) as seen now
 * and says which they are: the agenda marks them "nowe" on this look. Two
 * tabs looking at once both mark them; the later look's time stays.
 */
export async function lookAtWeek(db: Kysely<Database>, first: string, now: Date): Promise<Set<number>> {
  const monday = Temporal.PlainDate.from(first);
  const from = timestamp(new Date(warsawBoundary(monday, 0)));
  const to = timestamp(new Date(warsawBoundary(monday.add({ days: 7 }), 0)));
  const news = await unseenNews(db, now).where("starts_at", ">=", from).where("starts_at", "<", to).execute();
  const ids = news.map((booking) => booking.id);
  if (ids.length === 0) return new Set();
  const at = timestamp(now);
  await db
    .updateTable("bookings")
    .set({ news_seen_at: at })
    .where("id", "in", ids)
    .where((eb) => eb.or([eb("news_seen_at", "is", null), eb("news_seen_at", "<", at)]))
    .execute();
  return new Set(ids);
}
