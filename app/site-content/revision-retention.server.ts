// How long the content's history is kept: every publish for REVISION_MONTHS,
// and each section's newest revision (what the site shows) always. Older
// revisions go, and with them the photos only they named (the retention job
// deletes those next), so years of publishing leave a bounded history.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";

/** The privacy policy and the history page say this period. */
export const REVISION_MONTHS = 24;

/** Erases the revisions published before `before`, except each section's newest; returns how many. */
export async function eraseRevisionsBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("content_revisions")
    .where("created_at", "<", timestamp(before))
    .where(({ eb, selectFrom }) =>
      eb(
        "version",
        "<",
        selectFrom("content_revisions as newest")
          .select((inner) => inner.fn.max("newest.version").as("version"))
          .whereRef("newest.section", "=", "content_revisions.section"),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
