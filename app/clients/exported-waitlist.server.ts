// What the waitlist holds for a client's addresses, with its mails, for the
// export (RODO art. 15 and 20): found by mailbox, as the erasure deletes it.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import type { ExportedWaitlistEntry } from "~/clients/client-export-types";
import { exportedMail } from "~/clients/exported-rows.server";
import { waitlistEntriesOf } from "~/waitlist/index.server";

export async function exportedWaitlist(db: Kysely<Database>, emails: Iterable<string>): Promise<ExportedWaitlistEntry[]> {
  const entries = await waitlistEntriesOf(db, emails);
  if (!entries.length) return [];
  const ids = entries.map((entry) => entry.id);
  const mails = await db.selectFrom("outbox").selectAll().where("waitlist_id", "in", ids).orderBy("created_at").orderBy("id").execute();
  return entries.map((entry) => ({
    id: entry.id,
    day: entry.day,
    service: entry.service_slug,
    email: entry.email,
    joinedAt: entry.created_at,
    lastToldAt: entry.last_told_at,
    confirmedAt: entry.confirmed_at,
    mails: mails.filter((mail) => mail.waitlist_id === entry.id).map(exportedMail),
  }));
}
