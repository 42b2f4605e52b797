import type { Route } from "./+types/client-feed";
import { clientFeed, clientOfFeedFile } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { env } from "~/env.server";
import { contentFor } from "~/site-content/index.server";

// A client's own calendar feed: the address is the key; only their sessions.
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = await getDatabase();
  const clientId = await clientOfFeedFile(db, params.file);
  if (clientId === null) throw new Response("Nie znaleziono strony", { status: 404 });
  const feed = await clientFeed(db, clientId, { site: contentFor(context), siteUrl: env.SITE_URL, now: new Date() });
  return new Response(feed, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex" },
  });
}
