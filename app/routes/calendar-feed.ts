import type { Route } from "./+types/calendar-feed";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { isFeedFile } from "~/bookings/calendar-feed-secret.server";
import { feedBookings } from "~/bookings/calendar-queries.server";
import { monthsBefore } from "~/enquiries/retention.server";
import { calendarFeed } from "~/bookings/booking-calendar-file.server";
import { liveSite } from "~/site-content/live-content.server";

// The trainer's private feed for Google or Apple Calendar: the address is the
// key. Minimal unless the trainer chose the full feed (Kalendarz in the panel),
// which the privacy policy then states.
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDatabase();
  if (!(await isFeedFile(db, params.file))) throw new Response("Nie znaleziono strony", { status: 404 });
  const details = liveSite().privacy.calendarFeedFull ? "full" : "minimal";
  const bookings = await feedBookings(db, monthsBefore(new Date(), env.RETENTION_MONTHS), details);
  return new Response(calendarFeed(bookings, { siteUrl: env.SITE_URL, details }), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
