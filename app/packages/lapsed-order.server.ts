// A package ordered online to be paid at booking (issue 81) whose payment
// never came: its first session's time was freed, so the package is
// withdrawn with it, in the same transaction. Its client was never told of
// it (the booking's confirmation waits for the money), so nobody is mailed;
// the card keeps it, removed, with why.
import type { Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import { restateLine } from "~/ledger/index.server";
import { addEvent, lockPackage } from "./package-rows.server";
import { LAPSED_UNPAID, SITE_AUTHOR, removedEvent } from "./packages.messages";

/** True when it withdrew the package; false for one removed already. */
export async function withdrawUnpaidOrder(trx: Transaction<Database>, packageId: number, now: Date): Promise<boolean> {
  const pack = await lockPackage(trx, packageId);
  if (!pack || pack.removed_at !== null) return false;
  await trx
    .updateTable("client_packages")
    .set({ removed_at: timestamp(now), removed_reason: LAPSED_UNPAID, sequence: pack.sequence + 1 })
    .where("id", "=", packageId)
    .execute();
  await restateLine(trx, { kind: "package", id: packageId }, "void");
  await addEvent(trx, packageId, removedEvent(LAPSED_UNPAID), now, SITE_AUTHOR);
  return true;
}
