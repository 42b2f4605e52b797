// A package's row inside a change's transaction: locked, its sessions
// counted, its validity's start, and a line added to its history.
import type { Transaction } from "kysely";
import { timestamp, type ClientPackage, type Database } from "~/db/database.server";
import type { PackageValidFrom } from "~/db/diary-tables";
import { dialectOf } from "~/db/sql-dialect.server";
import { TRAINER_AUTHOR } from "~/packages/packages.messages";
import { warsawDate } from "~/scheduling";

/** Adds a line to the package's history. */
export async function addEvent(trx: Transaction<Database>, packageId: number, what: string, now: Date, author = TRAINER_AUTHOR) {
  await trx
    .insertInto("package_events")
    .values({ package_id: packageId, at: timestamp(now), author, what })
    .execute();
}

/** Locks the package's row for the rest of the transaction (SQLite: the first write takes the database's lock). */
export async function lockPackage(trx: Transaction<Database>, id: number): Promise<ClientPackage | undefined> {
  if (dialectOf(trx) === "postgres") return trx.selectFrom("client_packages").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return trx
    .updateTable("client_packages")
    .set({ sequence: (eb) => eb.ref("sequence") })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function usedCount(trx: Transaction<Database>, packageId: number): Promise<number> {
  const row = await trx
    .selectFrom("package_uses")
    .select((eb) => eb.fn.countAll<number | string>().as("used"))
    .where("package_id", "=", packageId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** The first used session's Warsaw date, validity's start for a "from the first session" package. */
async function firstSessionDate(trx: Transaction<Database>, packageId: number): Promise<string | null> {
  const row = await trx
    .selectFrom("package_uses")
    .innerJoin("bookings", "bookings.id", "package_uses.booking_id")
    .select((eb) => eb.fn.min("bookings.starts_at").as("first"))
    .where("package_uses.package_id", "=", packageId)
    .executeTakeFirst();
  return row?.first ? warsawDate(Date.parse(row.first)).toString() : null;
}

export async function startsOn(trx: Transaction<Database>, pack: Pick<ClientPackage, "id" | "sold_on">, validFrom: PackageValidFrom): Promise<string | null> {
  return validFrom === "sale" ? pack.sold_on : firstSessionDate(trx, pack.id);
}
