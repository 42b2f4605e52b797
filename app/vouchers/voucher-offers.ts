// The vouchers on sale as the page, the order and the panel see them: each
// definition of the offer section joined to what it pays for (a booking
// service's name, length and price, a price-list item's, or the amount), so
// that its price is the one the site shows elsewhere. A definition whose
// service or item is gone is not on sale.
import type { SiteContent } from "~/site-content";
import type { VoucherKind } from "~/db/voucher-tables";
import { voucherFor, type VoucherFor } from "./vouchers.messages";

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
  /** "Trening personalny (60 min)": what it pays for, in words. */
  what: string;
};

type Content = Pick<SiteContent, "offer" | "booking">;

function forWhat(
  content: Content,
  voucher: Pick<Content["offer"]["vouchers"][number], "kind" | "item" | "amount" | "paysPackages">,
): { facts: VoucherFor; price: number } | null {
  if (voucher.kind === "amount")
    return voucher.amount === null ? null : { facts: { kind: "amount", amount: voucher.amount, paysPackages: voucher.paysPackages }, price: voucher.amount };
  if (voucher.kind === "session") {
    const service = content.booking.services.find((one) => one.slug === voucher.item);
    if (!service || service.price === 0) return null;
    return { facts: { kind: "session", name: service.name, minutes: service.durationMinutes }, price: service.price };
  }
  const item = content.offer.packages.find((one) => one.slug === voucher.item);
  return item ? { facts: { kind: "package", name: item.name, sessions: item.sessions }, price: item.price } : null;
}

/** What a sold voucher pays for, in words, from the content as it is now (its title when its service or item is gone). */
export function soldVoucherWhat(
  content: Content,
  voucher: { kind: VoucherKind; item_slug: string | null; amount: number | null; pays_packages: number; title: string },
): string {
  const found = forWhat(content, { kind: voucher.kind, item: voucher.item_slug ?? "", amount: voucher.amount, paysPackages: voucher.pays_packages === 1 });
  return found ? voucherFor(found.facts) : voucher.title;
}

export function vouchersOnSale(content: Content): VoucherOnSale[] {
  return content.offer.vouchers.flatMap((voucher) => {
    const found = forWhat(content, voucher);
    if (!found) return [];
    return [
      {
        slug: voucher.slug,
        title: voucher.title,
        kind: voucher.kind,
        itemSlug: voucher.kind === "amount" ? null : voucher.item,
        amount: voucher.kind === "amount" ? voucher.amount : null,
        price: found.price,
        validMonths: voucher.validMonths,
        paysPackages: voucher.kind === "amount" && voucher.paysPackages,
        what: voucherFor(found.facts),
      },
    ];
  });
}
