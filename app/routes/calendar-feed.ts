import type { Route } from "./+types/calendar-feed";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { isFeedFile } from "~/bookings/calendar-feed-secret.server";
import { upcomingBookings } from "~/bookings/calendar-queries.server";
import { calendarFeed } from "~/bookings/booking-calendar-file.server";

// The trainer's private feed for Google or Apple Calendar: the address is the key.
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDatabase();
  if (!(await isFeedFile(db, params.file))) throw new Response("Nie znaleziono strony", { status: 404 });
  return new Response(calendarFeed(await upcomingBookings(db, new Date()), { siteUrl: env.SITE_URL }), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
