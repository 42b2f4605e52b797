import type { Route } from "./+types/calendar-feed";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { isFeedFile } from "~/calendar-feed/index.server";
import { feedResponse } from "~/calendar-feed/index.server";
import { contentFor } from "~/site-content/index.server";

// The trainer's private feed for Google or Apple Calendar: the address is the
// key. Minimal unless the trainer chose the full feed (Kalendarz in the panel),
// which the privacy policy then states.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const db = await getDatabase();
  if (!(await isFeedFile(db, params.file))) throw new Response("Nie znaleziono strony", { status: 404 });
  const site = contentFor(context);
  return feedResponse(db, request, { site, siteUrl: env.SITE_URL, details: site.privacy.calendarFeedFull ? "full" : "minimal", now: new Date() });
}
