import offer from "~content/offer";
import { FREE_CONSULTATION } from "./free-consultation";

/** What the contact form's "Usługa" list offers: the three pillars and the packages. */
export const serviceOptions = [
  { group: "Czym się zajmuję", items: offer.services.map(({ slug, name }) => ({ slug, name })) },
  { group: "Pakiety", items: offer.packages.map(({ slug, name }) => ({ slug, name })) },
];

export type ServiceOptions = typeof serviceOptions;

export const serviceSlugs = serviceOptions.flatMap((option) => option.items.map((item) => item.slug));

export function serviceName(slug: string | null): string | null {
  return serviceOptions.flatMap((option) => option.items).find((item) => item.slug === slug)?.name ?? null;
}

/** How the inbox names an enquiry's service; no service means the free consultation. */
export function serviceLabel(slug: string | null): string {
  return slug === null ? FREE_CONSULTATION : (serviceName(slug) ?? slug);
}
