// What a gift voucher's code takes with the booking it pays for, inside the
// booking's own transaction, for /rezerwacja and the trainer's booking form
// alike: the voucher itself (one booking only: voucher-seam.ts), and for a
// package's voucher the package it pays for, made paid, with this session as
// its first. A package the price list no longer sells, or a service the
// package does not cover, is refused before anything is made.
import type { Transaction } from "kysely";
import type { Booking, Database } from "~/db/database.server";
import { servicesOfItem } from "~/packages";
import { orderedPackage } from "./package-order";
import { packageAlong } from "./package-order.server";
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
  const redeem = (trx: Transaction<Database>, saved: Booking) => seam.redeem(trx, use, saved, now);
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
