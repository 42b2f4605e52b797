// A gift voucher on sale (offer.vouchers) names what it pays for: a session
// voucher a booking service, a package voucher a price-list item. One that
// names neither would silently vanish from /bon-podarunkowy: the publish says
// so beside its field instead.
import type { SectionDocuments } from "./sections";

/** A ContentProblem of the offer section (content-consistency.ts gathers them: its type is not imported back). */
type VoucherProblem = { section: "offer"; field: string; message: string };

export function voucherProblems(documents: SectionDocuments): VoucherProblem[] {
  const services = new Set(documents.booking.services.map((service) => service.slug));
  const packages = new Set(documents.offer.packages.map((item) => item.slug));
  return documents.offer.vouchers.flatMap((voucher, index) => {
    const field = `vouchers[${index}].item`;
    if (voucher.kind === "session" && !services.has(voucher.item))
      return [
        { section: "offer" as const, field, message: `W rezerwacjach nie ma usługi „${voucher.item}”. Wpisz identyfikator usługi, np. trening-personalny.` },
      ];
    if (voucher.kind === "package" && !packages.has(voucher.item))
      return [{ section: "offer" as const, field, message: `W cenniku nie ma pozycji „${voucher.item}”. Wpisz identyfikator pozycji cennika.` }];
    return [];
  });
}
