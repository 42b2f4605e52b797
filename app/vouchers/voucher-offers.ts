// The vouchers on sale as the page, the order and the panel see them: the
// offer's definitions joined to what they pay for (app/terms' voucherFacts,
// which the terms' part on vouchers reads too), worded.
import type { SiteContent } from "~/site-content";
import type { VoucherKind } from "~/db/voucher-tables";
import { voucherFacts, voucherFor, voucherOffersOnSale } from "~/terms";

export type VoucherOnSale = {
  slug: string;
  title: string;
  kind: VoucherKind;
  /** The booking service or price-list item it is for; null for an amount. */
  itemSlug: string | null;
  amount: number | null;
  price: number;
  validMonths: number;
  /** An amount's voucher pays a package too; always false for the others. */
  paysPackages: boolean;
  /** An amount's voucher pays a seat at a group session too; always false for the others. */
  paysSeats: boolean;
  /** "Trening personalny (60 min)": what it pays for, in words. */
  what: string;
};

type Content = Pick<SiteContent, "offer" | "booking">;

/** What a sold voucher pays for, in words, from the content as it is now (its title when its service or item is gone). */
export function soldVoucherWhat(
  content: Content,
  voucher: { kind: VoucherKind; item_slug: string | null; amount: number | null; pays_packages: number; pays_seats: number; title: string },
): string {
  const found = voucherFacts(content, {
    kind: voucher.kind,
    item: voucher.item_slug ?? "",
    amount: voucher.amount,
    paysPackages: voucher.pays_packages === 1,
    paysSeats: voucher.pays_seats === 1,
  });
  return found ? voucherFor(found.what) : voucher.title;
}

export function vouchersOnSale(content: Content): VoucherOnSale[] {
  return voucherOffersOnSale(content).map(({ offer, what, price }) => ({
    slug: offer.slug,
    title: offer.title,
    kind: offer.kind,
    itemSlug: offer.kind === "amount" ? null : offer.item,
    amount: offer.kind === "amount" ? offer.amount : null,
    price,
    validMonths: offer.validMonths,
    paysPackages: offer.kind === "amount" && offer.paysPackages,
    paysSeats: offer.kind === "amount" && offer.paysSeats,
    what: voucherFor(what),
  }));
}
