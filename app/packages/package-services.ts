// Which booking services a package pays for (issue 56): those its price-list
// item leads to in the booking settings (the services whose "Kup pakiet"
// offers it, or the service that is the item itself), recorded with the
// sale so that a later edit of the settings does not change what was sold.
// A session of any other service is paid as it comes. Pure.

type LinkedService = { slug: string; package: string | null; offerSlugs: readonly string[] };

/** The services a package of the price-list item `itemSlug` pays for; every service when the settings link none to it (the trainer's own item). */
export function servicesOfItem(services: readonly LinkedService[], itemSlug: string): string[] {
  const named = services.filter((service) => service.package === itemSlug || service.offerSlugs.includes(itemSlug)).map((service) => service.slug);
  return named.length ? named : services.map((service) => service.slug);
}
