// The trainer told once that a package runs out: one session left, or its
// last valid day within 7 days (never of a removed one); and what the
// running-out mail says.
import { notify } from "~/notifications/index.server";
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { isExpiringSoon, isLow, noticeText } from "~/packages/package-balance";
import { counted, usesOf } from "~/packages/package-views.server";
import { lockPackage, usedCount } from "~/packages/package-rows.server";
import { warsawDate } from "~/scheduling";

/**
 * Tells the trainer once (a notice in the panel and one mail) that the
 * package has one session left, or expires within 7 days. The flag is set
 * only where it is still empty, in the transaction that queues the mail: on
 * two instances at once, one of them sets it and queues, the other finds it
 * set.
 */
export async function tellIfRunningOut(trx: Transaction<Database>, packageId: number, now: Date): Promise<void> {
  const pack = await trx.selectFrom("client_packages").selectAll().where("id", "=", packageId).executeTakeFirst();
  if (!pack) return;
  const count = counted(pack, await usedCount(trx, packageId));
  const today = warsawDate(now);
  const flags = [isLow(count) && "low_notified_at", isExpiringSoon(count, today) && "expiry_notified_at"] as const;
  for (const flag of flags) {
    if (!flag) continue;
    const set = await trx
      .updateTable("client_packages")
      .set({ [flag]: timestamp(now) })
      .where("id", "=", packageId)
      .where(flag, "is", null)
      .executeTakeFirst();
    if (Number(set.numUpdatedRows) === 0) continue;
    await notify(trx, { kind: "package_running_out_trainer", recipient: "trainer", about: { packageId }, dueAt: now });
  }
}

/** The periodic check: packages that came within 7 days of their last day since the last use. */
export async function tellRunningOut(db: Kysely<Database>, now: Date): Promise<number> {
  const candidates = await db
    .selectFrom("client_packages")
    .selectAll()
    .where("expiry_notified_at", "is", null)
    .where("starts_on", "is not", null)
    .where("removed_at", "is", null)
    .execute();
  const uses = await usesOf(
    db,
    candidates.map((pack) => pack.id),
  );
  const today = warsawDate(now);
  const due = candidates.filter((pack) => isExpiringSoon(counted(pack, uses.get(pack.id) ?? 0), today));
  for (const pack of due) {
    await db.transaction().execute(async (trx) => {
      await lockPackage(trx, pack.id);
      await tellIfRunningOut(trx, pack.id, now);
    });
  }
  return due.length;
}

/** What the running-out mail says, from the package as it is when the mail goes. */
export async function packageForMail(db: Kysely<Database>, packageId: number, now: Date): Promise<{ clientId: number; notice: string } | undefined> {
  const pack = await db
    .selectFrom("client_packages")
    .innerJoin("clients", "clients.id", "client_packages.client_id")
    .selectAll("client_packages")
    .select("clients.name as client_name")
    .where("client_packages.id", "=", packageId)
    // Removed since the notice was queued: nothing worth a mail any more.
    .where("client_packages.removed_at", "is", null)
    .executeTakeFirst();
  if (!pack) return undefined;
  const used = (await usesOf(db, [packageId])).get(packageId) ?? 0;
  return { clientId: pack.client_id, notice: noticeText(pack.client_name, counted(pack, used), warsawDate(now)) };
}
