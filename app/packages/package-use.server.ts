// The session each "odbyła się" (and, by the trainer's rule, each no-show)
// uses from a client's package that pays for its service, inside
// changeBooking's transaction, and the use given back when the outcome is
// changed.
import type { Transaction } from "kysely";
import type { Temporal } from "temporal-polyfill";
import { timestamp, type Booking, type Database } from "~/db/database.server";
import { dialectOf } from "~/db/sql-dialect.server";
import { cardFor } from "~/clients/index.server";
import { restateLine } from "~/ledger/index.server";
import { coversDate } from "~/packages/package-balance";
import { packageDate } from "~/packages/package-balance.messages";
import { counted } from "~/packages/package-views.server";
import { addEvent, lockPackage, startsOn, usedCount } from "~/packages/package-rows.server";
import { tellIfRunningOut } from "~/packages/package-running-out.server";
import { returnedEvent, usedEvent } from "~/packages/packages.messages";
import { formatClock, warsawDate } from "~/scheduling";

/** "2 marca 18:00" for the history, with the year when it is not this year's. */
function sessionWhen(booking: Booking, today: Temporal.PlainDate): string {
  return `${packageDate(warsawDate(Date.parse(booking.starts_at)), today)} ${formatClock(booking.starts_at)}`;
}

/**
 * Inside changeBooking's transaction, after the booking's row is locked and
 * its outcome written: makes the booking's use of a package match its
 * outcome. "odbyła się" uses one session; a no-show uses one when the rule
 * says so; any other outcome gives a used session back. The client's
 * packages are locked in id order (PostgreSQL: FOR UPDATE; SQLite's write
 * lock is already held) and counted after that, so two marks at once never
 * use more than a package has.
 */
export async function settlePackageUse(trx: Transaction<Database>, booking: Booking, noShowUsesSession: boolean, now: Date): Promise<void> {
  // A free session (a consultation) is not paid for from a package.
  if (booking.price === 0) return;
  const uses = booking.status === "attended" || (booking.status === "no_show" && noShowUsesSession);
  const current = await trx.selectFrom("package_uses").selectAll().where("booking_id", "=", booking.id).executeTakeFirst();
  const today = warsawDate(now);
  if (current && !uses) {
    const pack = (await lockPackage(trx, current.package_id))!;
    await trx.deleteFrom("package_uses").where("booking_id", "=", booking.id).execute();
    await restateLine(trx, { kind: "booking", id: booking.id }, "owed");
    await trx
      .updateTable("client_packages")
      .set({ starts_on: await startsOn(trx, pack, pack.valid_from), sequence: pack.sequence + 1 })
      .where("id", "=", pack.id)
      .execute();
    const left = pack.sessions - (await usedCount(trx, pack.id));
    await addEvent(trx, pack.id, returnedEvent({ when: sessionWhen(booking, today), status: booking.status, left, sessions: pack.sessions }), now);
    return;
  }
  if (current || !uses) return;

  const clientId = booking.client_id ?? (await linkCard(trx, booking));
  if (dialectOf(trx) === "postgres") {
    await trx.selectFrom("client_packages").select("id").where("client_id", "=", clientId).orderBy("id").forUpdate().execute();
  }
  // A package removed as recorded by mistake counts no session; nor does one that does not pay for this service.
  const packages = await trx
    .selectFrom("client_packages")
    .selectAll()
    .where("client_id", "=", clientId)
    .where("removed_at", "is", null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("package_services")
          .select("package_services.package_id")
          .whereRef("package_services.package_id", "=", "client_packages.id")
          .where("package_services.service_slug", "=", booking.service_slug),
      ),
    )
    .orderBy("id")
    .execute();
  const sessionDate = warsawDate(Date.parse(booking.starts_at));
  for (const pack of packages) {
    const used = await usedCount(trx, pack.id);
    if (!coversDate(counted(pack, used), sessionDate)) continue;
    await trx
      .insertInto("package_uses")
      .values({ booking_id: booking.id, package_id: pack.id, created_at: timestamp(now) })
      .execute();
    // The package's own line holds the money: the session's owes nothing.
    await restateLine(trx, { kind: "booking", id: booking.id }, "void");
    await trx
      .updateTable("client_packages")
      .set({ starts_on: await startsOn(trx, pack, pack.valid_from), sequence: pack.sequence + 1 })
      .where("id", "=", pack.id)
      .execute();
    const left = pack.sessions - used - 1;
    await addEvent(trx, pack.id, usedEvent({ when: sessionWhen(booking, today), status: booking.status, left, sessions: pack.sessions }), now);
    await tellIfRunningOut(trx, pack.id, now);
    return;
  }
}

/** A booking made before the cards existed gets its card now, inside the same transaction. */
async function linkCard(trx: Transaction<Database>, booking: Booking): Promise<number> {
  const person = { name: booking.name, email: booking.email, phone: booking.phone };
  const id = await cardFor(trx, person, new Date(booking.created_at), booking.origin === "trainer" ? "trainer" : "visitor");
  await trx.updateTable("bookings").set({ client_id: id }).where("id", "=", booking.id).execute();
  return id;
}
