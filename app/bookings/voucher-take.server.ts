// What a gift voucher's code takes with the booking it pays for, inside the
// booking's own transaction, for /rezerwacja and the trainer's booking form
// alike: the voucher itself (one booking only: voucher-seam.ts), and for a
// package's voucher the package it pays for, made paid, with this session as
// its first. A package the price list no longer sells, or a service the
// package does not cover, is refused before anything is made. An amount's
// voucher with a package ordered online pays (part of) that package: the
// package is made at what is left to pay, and the use taken against it.
import type { Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { servicesOfItem } from "~/packages";
import { orderedPackage } from "./package-order";
import { packageAlong, packageOrderedWith } from "./package-order.server";
import type { VoucherSeam, VoucherUse } from "./voucher-seam";

type Catalogue = Parameters<typeof orderedPackage>[1];
type Services = Parameters<typeof servicesOfItem>[0];

export type VoucherTake = { ok: true; take(trx: Transaction<Database>, saved: Booking): Promise<void> } | { ok: false; message: string };

export function voucherTake(
  seam: VoucherSeam,
  use: Extract<VoucherUse, { ok: true }>,
  service: { offerSlugs: readonly string[] },
  offer: { services: Services; packages: Catalogue; phone: string },
  now: Date,
): VoucherTake {
  const redeem = (trx: Transaction<Database>, saved: Booking) => seam.redeem(trx, use, { booking: saved, package: null }, now);
  if (use.packageSlug === null) return { ok: true, take: redeem };
  const order = orderedPackage(service, offer.packages, use.packageSlug);
  if (!order) {
    const sold = offer.packages.some((item) => item.slug === use.packageSlug && item.sessions > 0);
    return { ok: false, message: seam.packageRefusal(use.title, offer.phone, sold) };
  }
  // The buyer's contract was the voucher's: no new order, nothing to withdraw from, nothing to pay.
  const made = packageAlong(order, servicesOfItem(offer.services, order.slug), false, now, true);
  return {
    ok: true,
    take: async (trx, saved) => {
      await made(trx, saved);
      await redeem(trx, saved);
    },
  };
}

/** What the voucher takes along with the booking: as voucherTake, or for an amount's voucher paying the package ordered, that package and its use. */
export function voucherAlong(
  seam: VoucherSeam,
  use: Extract<VoucherUse, { ok: true }>,
  service: { offerSlugs: readonly string[] },
  offer: { services: Services; packages: Catalogue; phone: string },
  makePackage: PackageMaker | undefined,
  now: Date,
): VoucherTake {
  if (use.paysOrdered && makePackage) return { ok: true, take: voucherPaysOrdered(seam, use, makePackage, now) };
  return voucherTake(seam, use, service, offer, now);
}

/** The package ordered with the booking, made at what the voucher left to pay, and the voucher's use taken against it. */
function voucherPaysOrdered(seam: VoucherSeam, use: Extract<VoucherUse, { ok: true }>, makePackage: PackageMaker, now: Date): PackageMaker {
  return async (trx, saved) => {
    await makePackage(trx, saved);
    const made = await packageOrderedWith(trx, saved);
    if (!made) throw new Error("the package ordered with the booking was just made");
    await seam.redeem(trx, use, { booking: saved, package: { id: made.id, name: made.name } }, now);
  };
}

type PackageMaker = (trx: Transaction<Database>, saved: Booking) => Promise<void>;
