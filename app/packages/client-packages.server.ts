// Packages sold to clients that count down: the sale, the trainer's edits,
// the session each "odbyła się" (and, by the trainer's rule, each no-show)
// uses inside changeBooking's transaction, the uses given back when an
// outcome is changed, the history of all of it, and the trainer told once
// when a package runs out.
import type { Kysely, Transaction } from "kysely";
import type { Temporal } from "temporal-polyfill";
import { timestamp, type Booking, type ClientPackage, type Database } from "~/db/database.server";
import type { PackageValidFrom } from "~/db/diary-tables";
import { dialectOf } from "~/db/sql-dialect.server";
import { notify } from "~/notifications/notify.server";
import { cardFor } from "~/clients/client-cards.server";
import { coversDate, formatPackageDate, isExpiringSoon, isLow, noticeText } from "~/packages/package-balance";
import { counted, usesOf } from "~/packages/package-views.server";
import { formatClock, warsawDate } from "~/scheduling/warsaw-time";
import { leftOutOf, weekCount } from "~/lib/polish-phrases";

/** Who made a change, as the history says it. */
export const TRAINER_AUTHOR = "trener (panel)";

export type PackageSale = {
  offerSlug: string;
  name: string;
  sessions: number;
  price: number;
  validWeeks: number;
  validFrom: PackageValidFrom;
  paid: boolean;
};

async function addEvent(trx: Transaction<Database>, packageId: number, what: string, now: Date, author = TRAINER_AUTHOR) {
  await trx
    .insertInto("package_events")
    .values({ package_id: packageId, at: timestamp(now), author, what })
    .execute();
}

const priceText = (price: number) => `${new Intl.NumberFormat("pl-PL").format(price)} zł`;
const paidText = (paid: boolean) => (paid ? "opłacony" : "do zapłaty");
const validityText = (weeks: number, from: PackageValidFrom) => `ważny ${weekCount(weeks)} od ${from === "sale" ? "sprzedaży" : "pierwszego treningu"}`;

/** Records a package sold to the client; its notices of older packages close with it. */
export async function sellPackage(db: Kysely<Database>, clientId: number, sale: PackageSale, now: Date): Promise<number> {
  const soldOn = warsawDate(now).toString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("client_packages")
      .values({
        client_id: clientId,
        offer_slug: sale.offerSlug,
        name: sale.name,
        sessions: sale.sessions,
        price: sale.price,
        valid_weeks: sale.validWeeks,
        valid_from: sale.validFrom,
        sold_on: soldOn,
        starts_on: sale.validFrom === "sale" ? soldOn : null,
        paid: sale.paid ? 1 : 0,
        sequence: 0,
        low_notified_at: null,
        expiry_notified_at: null,
        notice_closed_at: null,
        created_at: timestamp(now),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addEvent(
      trx,
      row.id,
      `sprzedano: ${sale.name}, ${priceText(sale.price)}, ${paidText(sale.paid)}, ${validityText(sale.validWeeks, sale.validFrom)}`,
      now,
    );
    return row.id;
  });
}

export type PackageEdit = Omit<PackageSale, "offerSlug" | "paid">;
export type EditOutcome = "saved" | "stale" | "not-found" | "below-used";

/** Locks the package's row for the rest of the transaction (SQLite: the first write takes the database's lock). */
async function lockPackage(trx: Transaction<Database>, id: number): Promise<ClientPackage | undefined> {
  if (dialectOf(trx) === "postgres") return trx.selectFrom("client_packages").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  return trx
    .updateTable("client_packages")
    .set({ sequence: (eb) => eb.ref("sequence") })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

async function usedCount(trx: Transaction<Database>, packageId: number): Promise<number> {
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

async function startsOn(trx: Transaction<Database>, pack: Pick<ClientPackage, "id" | "sold_on">, validFrom: PackageValidFrom): Promise<string | null> {
  return validFrom === "sale" ? pack.sold_on : firstSessionDate(trx, pack.id);
}

/** The trainer corrects a sale: name, sessions (never fewer than used), price, validity. */
export async function editPackage(db: Kysely<Database>, id: number, version: number | undefined, edit: PackageEdit, now: Date): Promise<EditOutcome> {
  return db.transaction().execute(async (trx) => {
    const pack = await lockPackage(trx, id);
    if (!pack) return "not-found";
    if (version !== undefined && version !== pack.sequence) return "stale";
    if (edit.sessions < (await usedCount(trx, id))) return "below-used";
    const changes = [
      edit.name !== pack.name && `nazwa: ${edit.name}`,
      edit.sessions !== pack.sessions && `treningów: ${edit.sessions}`,
      edit.price !== pack.price && `cena: ${priceText(edit.price)}`,
      (edit.validWeeks !== pack.valid_weeks || edit.validFrom !== pack.valid_from) && validityText(edit.validWeeks, edit.validFrom),
    ].filter((change): change is string => Boolean(change));
    if (!changes.length) return "saved";
    await trx
      .updateTable("client_packages")
      .set({
        name: edit.name,
        sessions: edit.sessions,
        price: edit.price,
        valid_weeks: edit.validWeeks,
        valid_from: edit.validFrom,
        starts_on: await startsOn(trx, pack, edit.validFrom),
        sequence: pack.sequence + 1,
      })
      .where("id", "=", id)
      .execute();
    await addEvent(trx, id, `zmieniono: ${changes.join(", ")}`, now);
    await tellIfRunningOut(trx, id, now);
    return "saved";
  });
}

/** "opłacony" or "do zapłaty"; nothing changes when it already is. */
export async function setPaid(db: Kysely<Database>, id: number, paid: boolean, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const pack = await lockPackage(trx, id);
    if (!pack) return false;
    if ((pack.paid === 1) === paid) return true;
    await trx
      .updateTable("client_packages")
      .set({ paid: paid ? 1 : 0, sequence: pack.sequence + 1 })
      .where("id", "=", id)
      .execute();
    await addEvent(trx, id, paid ? "oznaczono jako opłacony" : "oznaczono jako do zapłaty", now);
    return true;
  });
}

/** The trainer closes the package's notice; a later one (expiry after "1 left") opens it again. */
export async function closeNotice(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("client_packages")
    .set({ notice_closed_at: timestamp(now) })
    .where("id", "=", id)
    .execute();
}

/** "2 marca 18:00" for the history, with the year when it is not this year's. */
function sessionWhen(booking: Booking, today: Temporal.PlainDate): string {
  return `${formatPackageDate(warsawDate(Date.parse(booking.starts_at)), today)} ${formatClock(booking.starts_at)}`;
}

const OUTCOME_WORDS: Record<string, string> = { attended: "odbył się", no_show: "nieobecność" };

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
  const outcome = OUTCOME_WORDS[booking.status] ?? "bez wyniku";
  if (current && !uses) {
    const pack = (await lockPackage(trx, current.package_id))!;
    await trx.deleteFrom("package_uses").where("booking_id", "=", booking.id).execute();
    await trx
      .updateTable("client_packages")
      .set({ starts_on: await startsOn(trx, pack, pack.valid_from), sequence: pack.sequence + 1 })
      .where("id", "=", pack.id)
      .execute();
    const left = leftOutOf(pack.sessions - (await usedCount(trx, pack.id)), pack.sessions);
    await addEvent(trx, pack.id, `trening ${sessionWhen(booking, today)} — zmieniono na: ${outcome}, trening wraca do pakietu (${left})`, now);
    return;
  }
  if (current || !uses) return;

  const clientId = booking.client_id ?? (await linkCard(trx, booking));
  if (dialectOf(trx) === "postgres") {
    await trx.selectFrom("client_packages").select("id").where("client_id", "=", clientId).orderBy("id").forUpdate().execute();
  }
  const packages = await trx.selectFrom("client_packages").selectAll().where("client_id", "=", clientId).orderBy("id").execute();
  const sessionDate = warsawDate(Date.parse(booking.starts_at));
  for (const pack of packages) {
    const used = await usedCount(trx, pack.id);
    if (!coversDate(counted(pack, used), sessionDate)) continue;
    await trx
      .insertInto("package_uses")
      .values({ booking_id: booking.id, package_id: pack.id, created_at: timestamp(now) })
      .execute();
    await trx
      .updateTable("client_packages")
      .set({ starts_on: await startsOn(trx, pack, pack.valid_from), sequence: pack.sequence + 1 })
      .where("id", "=", pack.id)
      .execute();
    await addEvent(trx, pack.id, `trening ${sessionWhen(booking, today)} — ${outcome} (${leftOutOf(pack.sessions - used - 1, pack.sessions)})`, now);
    await tellIfRunningOut(trx, pack.id, now);
    return;
  }
}

/** A booking made before the cards existed gets its card now, inside the same transaction. */
async function linkCard(trx: Transaction<Database>, booking: Booking): Promise<number> {
  const id = await cardFor(trx, { name: booking.name, email: booking.email, phone: booking.phone }, new Date(booking.created_at));
  await trx.updateTable("bookings").set({ client_id: id }).where("id", "=", booking.id).execute();
  return id;
}

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
  const candidates = await db.selectFrom("client_packages").selectAll().where("expiry_notified_at", "is", null).where("starts_on", "is not", null).execute();
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
    .executeTakeFirst();
  if (!pack) return undefined;
  const used = (await usesOf(db, [packageId])).get(packageId) ?? 0;
  return { clientId: pack.client_id, notice: noticeText(pack.client_name, counted(pack, used), warsawDate(now)) };
}
