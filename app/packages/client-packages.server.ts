// Packages sold to clients that count down: the sale, the trainer's edits,
// paid or not, the notice closed, and a package recorded by mistake removed. The sessions they count are
// package-use.server.ts; the trainer told when one runs out,
// package-running-out.server.ts.
import type { Kysely, Transaction } from "kysely";
import { timestamp, type Database } from "~/db/database.server";
import type { PackageValidFrom, PaymentMethod } from "~/db/diary-tables";
import { packagePayment, paidHow } from "~/payments";
import { applyPayment, paymentChange, type PaymentOutcome, type PaymentRequest } from "~/payments/index.server";
import { orderSale, recordEntry, restateLine, salePayment } from "~/ledger/index.server";
import { confirmSale } from "~/packages/package-sale-mail.server";
import { retractSale, type ClientHears } from "~/packages/package-removal-mail.server";
import { warsawDate } from "~/scheduling";
import { addEvent, lockPackage, startsOn, usedCount } from "~/packages/package-rows.server";
import { tellIfRunningOut } from "~/packages/package-running-out.server";
import { editedEvent, ONLINE_ORDER_AUTHOR, paidEvent, removedEvent, soldEvent, TRAINER_AUTHOR } from "~/packages/packages.messages";

export type PackageSale = {
  offerSlug: string;
  /** The booking services it pays for (package-services.ts): a session of another is paid as it comes. */
  services: readonly string[];
  name: string;
  sessions: number;
  price: number;
  validWeeks: number;
  validFrom: PackageValidFrom;
  /** How it was paid at the sale, when it was (the price is what was paid): money, or the gift voucher it was ordered with. */
  paidBy?: PaymentMethod | "voucher";
  /** The sale form's submission key: the same sale sent twice is recorded once. */
  saleKey: string;
  /** Ordered by the client online (a distance contract); the trainer's sale in the panel otherwise. */
  online?: { earlyStartRequested: boolean };
  /** A sale in the panel: the client asked to start within the 14 days for withdrawal (the sale form's box). */
  earlyStartRequested?: boolean;
};

/**
 * Records a package sold to the client, once per sale form: a second post of
 * the same form (a double tap, a resend) records nothing and answers with
 * the package the first one recorded. Its notices of older packages close with it.
 */
export async function sellPackage(db: Kysely<Database>, clientId: number, sale: PackageSale, now: Date): Promise<number> {
  return db.transaction().execute((trx) => recordSale(trx, clientId, sale, now));
}

/** sellPackage inside the caller's transaction: a package ordered online is recorded with its first session's booking. */
export async function recordSale(trx: Transaction<Database>, clientId: number, sale: PackageSale, now: Date): Promise<number> {
  const soldOn = warsawDate(now).toString();
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
      sequence: 0,
      low_notified_at: null,
      expiry_notified_at: null,
      notice_closed_at: null,
      sale_key: sale.saleKey,
      created_at: timestamp(now),
      origin: sale.online ? "online" : "trainer",
      early_start_requested_at: (sale.online?.earlyStartRequested ?? sale.earlyStartRequested) ? timestamp(now) : null,
    })
    // A concurrent post of the same form waits for the first one's commit here, then inserts nothing.
    .onConflict((conflict) => conflict.column("sale_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) {
    const first = await trx.selectFrom("client_packages").select("id").where("sale_key", "=", sale.saleKey).executeTakeFirstOrThrow();
    return first.id;
  }
  await orderSale(trx, { sale: { kind: "package", id: row.id }, what: sale.name, amount: sale.price }, { clientId }, now);
  if (sale.paidBy) {
    const by = sale.online ? "system" : "trainer";
    await recordEntry(trx, { kind: "package", id: row.id }, { kind: "payment", method: sale.paidBy, amount: sale.price, at: now, what: sale.name, by });
  }
  const services = [...new Set(sale.services)];
  if (services.length) {
    await trx
      .insertInto("package_services")
      .values(services.map((service_slug) => ({ package_id: row.id, service_slug })))
      .execute();
  }
  await addEvent(trx, row.id, soldEvent({ ...sale, paid: sale.paidBy !== undefined }), now, sale.online ? ONLINE_ORDER_AUTHOR : TRAINER_AUTHOR);
  // A sale in the panel is confirmed to the client here; an order online, by the booking's own confirmation.
  if (!sale.online) await confirmSale(trx, row.id, clientId, now);
  return row.id;
}

export type PackageEdit = Omit<PackageSale, "offerSlug" | "services" | "paidBy" | "saleKey">;
export type EditOutcome = "saved" | "stale" | "not-found" | "below-used" | "removed";

/** The trainer corrects a sale: name, sessions (never fewer than used), price, validity. */
export async function editPackage(db: Kysely<Database>, id: number, version: number | undefined, edit: PackageEdit, now: Date): Promise<EditOutcome> {
  return db.transaction().execute(async (trx) => {
    const pack = await lockPackage(trx, id);
    if (!pack) return "not-found";
    if (pack.removed_at) return "removed";
    if (version !== undefined && version !== pack.sequence) return "stale";
    if (edit.sessions < (await usedCount(trx, id))) return "below-used";
    const event = editedEvent({
      name: edit.name !== pack.name ? edit.name : undefined,
      sessions: edit.sessions !== pack.sessions ? edit.sessions : undefined,
      price: edit.price !== pack.price ? edit.price : undefined,
      validity: edit.validWeeks !== pack.valid_weeks || edit.validFrom !== pack.valid_from ? { weeks: edit.validWeeks, from: edit.validFrom } : undefined,
    });
    if (!event) return "saved";
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
    await restateLine(trx, { kind: "package", id }, "owed");
    await addEvent(trx, id, event, now);
    await tellIfRunningOut(trx, id, now);
    return "saved";
  });
}

/** Removed, with what the client hears of it (package-removal-mail.server.ts), or why not. */
export type RemoveOutcome = { removed: ClientHears } | "already-removed" | "stale" | "not-found";

/**
 * Removes a package recorded by mistake, with the trainer's reason: it stays
 * in the database and its history (the sessions it counted keep their
 * record), but counts nowhere from now on. Its confirmation, if not sent yet,
 * never goes; a client already told of it is told of the removal. Removing
 * it again changes nothing.
 */
export async function removePackage(db: Kysely<Database>, id: number, version: number, reason: string, now: Date): Promise<RemoveOutcome> {
  return db.transaction().execute(async (trx) => {
    const pack = await lockPackage(trx, id);
    if (!pack) return "not-found";
    // Before the version: a second tap still carries the version the first one's removal bumped.
    if (pack.removed_at) return "already-removed";
    if (version !== pack.sequence) return "stale";
    await trx
      .updateTable("client_packages")
      .set({ removed_at: timestamp(now), removed_reason: reason, sequence: pack.sequence + 1 })
      .where("id", "=", id)
      .execute();
    await restateLine(trx, { kind: "package", id }, "void");
    await addEvent(trx, id, removedEvent(reason), now);
    return { removed: await retractSale(trx, id, now) };
  });
}

/**
 * Records how the package was paid, or undoes it: the row locked and its
 * payment read again, so a double tap records one payment.
 */
export async function setPayment(db: Kysely<Database>, id: number, request: PaymentRequest, now: Date): Promise<PaymentOutcome> {
  return db.transaction().execute(async (trx) => {
    const pack = await lockPackage(trx, id);
    if (!pack) return "not-found";
    const sale = { kind: "package", id } as const;
    const change = paymentChange(packagePayment(pack, await salePayment(trx, sale)), request);
    if (!change.write) return change.outcome;
    await applyPayment(trx, sale, change.write, pack.name, now);
    await trx
      .updateTable("client_packages")
      .set({ sequence: pack.sequence + 1 })
      .where("id", "=", id)
      .execute();
    const how = "record" in change.write ? paidHow(change.write.record) : "";
    await addEvent(trx, id, paidEvent("record" in change.write, how), now);
    return change.outcome;
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
