// A failed fetch of the private calendar: the last good copy keeps blocking,
// and the row says since when the address fails. The first failure after a
// good fetch tells the trainer by push (if a device chose it), once: the
// failures after it change only the error shown in the panel.
import type { Kysely } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { notify } from "~/notifications/index.server";

export async function recordFailure(db: Kysely<Database>, row: { id: string; url: string }, message: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sameAddress = () => trx.updateTable("private_calendar").where("id", "=", row.id).where("url", "=", row.url);
    const began = await sameAddress()
      .where("failing_since", "is", null)
      .set({ failing_since: timestamp(now), last_error: message, locked_until: null })
      .executeTakeFirst();
    if (began.numUpdatedRows > 0n) {
      await notify(trx, { kind: "private_calendar_failed", recipient: "trainer", about: { none: true }, dueAt: now });
      return;
    }
    await sameAddress().set({ last_error: message, locked_until: null }).execute();
  });
}
