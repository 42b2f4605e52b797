// The site's content as it was at a moment: the terms a contract was made
// under (art. 21 ust. 1 of the Consumer Rights Act asks for them on a durable
// medium), though the trainer may have published new ones before its
// confirmation went out.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { contentVersion, loadPublishedAsOf } from "./content-store.server";
import { resolveContent } from "./resolve-content";
import type { SiteContent } from "./sections";

/**
 * Each section's newest revision published at or before `at` (a stored
 * timestamp), resolved; `live` when that is the newest content, when nothing
 * was published by then, or when the revisions of then are gone or unreadable.
 */
export async function contentInForceAt(db: Kysely<Database>, at: string, live: SiteContent): Promise<SiteContent> {
  const row = await db
    .selectFrom("content_revisions")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("created_at", "<=", at)
    .executeTakeFirst();
  const id = Number(row?.id ?? 0);
  if (id === 0 || id === (await contentVersion(db))) return live;
  try {
    return resolveContent((await loadPublishedAsOf(db, id)).site);
  } catch {
    // Revisions older than the history keeps, or a document an upgrade has since changed: the content in service.
    return live;
  }
}
