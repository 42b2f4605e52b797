import type { Offer } from "~content/schema";
import { FREE_CONSULTATION } from "./free-consultation";

type OfferItems = Pick<Offer, "services" | "packages">;

/** What the contact form's "Usługa" list offers: the three pillars and the packages. */
export function serviceOptions(offer: OfferItems) {
  return [
    { group: "Czym się zajmuję", items: offer.services.map(({ slug, name }) => ({ slug, name })) },
    { group: "Pakiety", items: offer.packages.map(({ slug, name }) => ({ slug, name })) },
  ];
}

export type ServiceOptions = ReturnType<typeof serviceOptions>;

export function serviceSlugs(offer: OfferItems): string[] {
  return [...offer.services, ...offer.packages].map((item) => item.slug);
}

export function serviceName(offer: OfferItems, slug: string | null): string | null {
  return [...offer.services, ...offer.packages].find((item) => item.slug === slug)?.name ?? null;
}

/**
 * How the inbox names an enquiry's service; no service means the free
 * consultation. A slug the offer no longer has (renamed or removed since)
 * is shown as it was sent.
 */
export function serviceLabel(offer: OfferItems, slug: string | null): string {
  return slug === null ? FREE_CONSULTATION : (serviceName(offer, slug) ?? slug);
}
