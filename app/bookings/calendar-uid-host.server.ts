// The host part of every calendar UID (booking-42@<host>). It was SITE_URL's
// host, so moving the site to another address would have given every event a
// new UID, and every subscribed calendar a second copy of it. Now the host
// is fixed in the database the first time a UID is made: an installation
// keeps the UIDs its calendars already hold, whatever SITE_URL becomes.
import type { Kysely } from "kysely";
import { databaseSecret } from "~/db/app-secrets.server";
import type { Database } from "~/db/database.server";

const NAME = "calendar-uid-host";

/** SITE_URL's host when the first UID was made; read once per database handle. */
export function calendarUidHost(db: Kysely<Database>, siteUrl: string): Promise<string> {
  return databaseSecret(db, NAME, () => new URL(siteUrl).host);
}
