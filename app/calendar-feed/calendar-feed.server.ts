// The trainer's feed (/kalendarz/<secret>.ics) as an HTTP answer. Every
// subscribed device asks every 15 minutes, for years: the feed holds a window
// (FEED_MONTHS_BACK months back and all ahead), and its ETag comes from what
// the window holds without rendering it, so a calendar that has the feed
// already costs one query and gets 304.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { calendarFeed, type BookingForCalendar, type CalendarFeedOptions, type FeedDetails } from "~/bookings/index.server";
import { calendarUidHost } from "~/bookings/index.server";
import { feedBookings } from "~/calendar-feed/feed-bookings.server";
import { monthsBefore } from "~/lib/months-before";

/** How far back the feed reaches: older sessions stay in the calendars that have them, and in the agenda. */
export const FEED_MONTHS_BACK = 3;

/**
 * A booking with nothing of its own: its event shows what every event takes
 * from outside the booking (the content's names and e-mail, the links'
 * address, the UID's host, the chosen details, the writer's format), so its
 * text changes the ETag whenever any of these does.
 */
const PROBE: BookingForCalendar = {
  id: 0,
  service_name: "",
  place: "",
  price: 0,
  starts_at: "2000-01-01T00:00:00.000Z",
  ends_at: "2000-01-01T00:00:00.000Z",
  name: "",
  email: "",
  phone: "",
  notes: "",
  status: "confirmed",
  sequence: 0,
};

/**
 * The feed's version: a booking's every change bumps its SEQUENCE (moved,
 * cancelled, marked), and its rows change nowhere else, so its id and
 * sequence stand for its event; the probe stands for the rest. Weak: DTSTAMP
 * differs between two renderings of the same version.
 */
async function feedTag(bookings: readonly Pick<BookingForCalendar, "id" | "sequence">[], options: CalendarFeedOptions): Promise<string> {
  const hash = createHash("sha256").update(await calendarFeed([PROBE], { ...options, now: new Date(0) }));
  for (const booking of bookings) hash.update(`${booking.id}.${booking.sequence};`);
  return `W/"${hash.digest("base64url").slice(0, 32)}"`;
}

/** Whether If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2), or is "*". */
function alreadyHas(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(tag));
}

export type FeedRequest = Pick<CalendarFeedOptions, "site"> & { siteUrl: string; details: FeedDetails; now: Date };

/** The feed, or 304 when the calendar asking has this version of it. */
export async function feedResponse(db: Kysely<Database>, request: Request, feed: FeedRequest): Promise<Response> {
  const since = monthsBefore(feed.now, FEED_MONTHS_BACK);
  const options: CalendarFeedOptions = {
    site: feed.site,
    siteUrl: feed.siteUrl,
    details: feed.details,
    now: feed.now,
    uidHost: await calendarUidHost(db, feed.siteUrl),
  };
  // A private address: kept by no shared cache, asked again every time.
  const headers = { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" };
  const versions = await db
    .selectFrom("bookings")
    .select(["id", "sequence"])
    .where("ends_at", ">=", timestamp(since))
    .orderBy("starts_at")
    .orderBy("id")
    .execute();
  const tag = await feedTag(versions, options);
  if (alreadyHas(request.headers.get("If-None-Match"), tag)) return new Response(null, { status: 304, headers: { ...headers, ETag: tag } });
  // Read again with the details: the tag is the one of what is sent, should a booking change in between.
  const bookings = await feedBookings(db, since, feed.details);
  return new Response(await calendarFeed(bookings, options), {
    headers: { ...headers, ETag: await feedTag(bookings, options), "Content-Type": "text/calendar; charset=utf-8" },
  });
}
