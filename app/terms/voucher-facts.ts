// The gift vouchers on sale, as facts: each definition of the offer section
// joined to what it pays for (a booking service's name, length and price, a
// price-list item's, or the amount), so that its price is the one the site
// shows elsewhere. A definition whose service or item is gone, or whose
// service is free, is not on sale. app/vouchers words them for its page, its
// order and its panel; the terms for their part "Bony podarunkowe".
import type { SiteContent } from "~/site-content";
import type { VoucherFor } from "./voucher-words.messages";

type Content = Pick<SiteContent, "offer" | "booking">;
export type VoucherOffer = Content["offer"]["vouchers"][number];

/** What a voucher of this kind and item pays for, and its price, from the content as it is now; null when it names nothing on sale. */
export function voucherFacts(
  content: Content,
  voucher: Pick<VoucherOffer, "kind" | "item" | "amount" | "paysPackages" | "paysSeats">,
): { what: VoucherFor; price: number } | null {
  if (voucher.kind === "amount")
    return voucher.amount === null
      ? null
      : { what: { kind: "amount", amount: voucher.amount, paysPackages: voucher.paysPackages, paysSeats: voucher.paysSeats }, price: voucher.amount };
  if (voucher.kind === "session") {
    const service = content.booking.services.find((one) => one.slug === voucher.item);
    if (!service || service.price === 0) return null;
    return { what: { kind: "session", name: service.name, minutes: service.durationMinutes }, price: service.price };
  }
  const item = content.offer.packages.find((one) => one.slug === voucher.item);
  return item ? { what: { kind: "package", name: item.name, sessions: item.sessions }, price: item.price } : null;
}

/** The offer's vouchers that can be bought now, each with what it pays for and its price. */
export function voucherOffersOnSale(content: Content): { offer: VoucherOffer; what: VoucherFor; price: number }[] {
  return content.offer.vouchers.flatMap((offer) => {
    const found = voucherFacts(content, offer);
    return found ? [{ offer, ...found }] : [];
  });
}
