// A client's own calendar feed (/moje-treningi/kalendarz/<id>-<mac>.ics):
// only their sessions, each the visitor's copy with its own booking page as
// the link. The address is the key: an HMAC of the client's number and the
// card's feed generation with a secret of the site's, so no one finds
// another's feed; a new generation (the trainer's "Nowy adres kalendarza" or
// the client's own) ends the old address at once, and erasing the card ends it.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { databaseSecret } from "~/db/app-secrets.server";
import type { Database } from "~/db/database.server";
import { bookingToken, calendarFeed, calendarUidHost } from "~/bookings/index.server";
import { manageBookingUrl } from "~/bookings";
import type { SiteContent } from "~/site-content";
import { clientFeedFileUrl } from "./client-links";

const SECRET_NAME = "client-feed";

async function mac(db: Kysely<Database>, clientId: number, generation: number): Promise<string> {
  // Generation 0 signs what the addresses made before generations signed.
  return createHmac("sha256", await databaseSecret(db, SECRET_NAME))
    .update(generation === 0 ? `client-feed:${clientId}` : `client-feed:${clientId}:${generation}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The card's current feed generation; null when there is no such card. */
async function generationOf(db: Kysely<Database>, clientId: number): Promise<number | null> {
  const card = await db.selectFrom("clients").select("feed_generation").where("id", "=", clientId).executeTakeFirst();
  return card ? card.feed_generation : null;
}

/** The feed's address for the client, absolute (calendars subscribe to it from elsewhere). */
export async function clientFeedUrl(db: Kysely<Database>, clientId: number, siteUrl: string): Promise<string> {
  return clientFeedFileUrl(siteUrl, `${clientId}-${await mac(db, clientId, (await generationOf(db, clientId)) ?? 0)}.ics`);
}

/** A new address for the client's feed: the old one answers 404 from now on; the new one. */
export async function renewClientFeed(db: Kysely<Database>, clientId: number, siteUrl: string): Promise<string | null> {
  const renewed = await db
    .updateTable("clients")
    .set((eb) => ({ feed_generation: eb("feed_generation", "+", 1) }))
    .where("id", "=", clientId)
    .executeTakeFirst();
  // The card is gone (merged or erased since the page was drawn): nothing was renewed.
  return renewed.numUpdatedRows ? clientFeedUrl(db, clientId, siteUrl) : null;
}

/** The client whose current feed the file name is, or null for one we did not make, an old one or an erased card's. */
export async function clientOfFeedFile(db: Kysely<Database>, file: string | undefined): Promise<number | null> {
  const match = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{32})\.ics$/.exec(file ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const generation = await generationOf(db, id);
  if (generation === null) return null;
  const expected = Buffer.from(await mac(db, id, generation));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The client's sessions as a subscribed calendar, in the client's view. */
export async function clientFeed(db: Kysely<Database>, clientId: number, feed: { site: SiteContent; siteUrl: string; now: Date }): Promise<string> {
  const bookings = await db.selectFrom("bookings").selectAll().where("client_id", "=", clientId).orderBy("starts_at").orderBy("id").execute();
  const pages = new Map(
    await Promise.all(bookings.map(async (booking) => [booking.id, manageBookingUrl(feed.siteUrl, await bookingToken(db, booking.id))] as const)),
  );
  return calendarFeed(bookings, {
    ...feed,
    view: "visitor",
    uidHost: await calendarUidHost(db, feed.siteUrl),
    manageUrl: (booking) => pages.get(booking.id)!,
  });
}
