import type { SiteContent } from "~/site-content/sections";

/**
 * What every page's frame shows from the content: the business details of
 * the header, the contact bar and the error page, and the footer's address
 * and profiles.
 */
export function siteChrome({ business }: Pick<SiteContent, "business">) {
  const { name, legalName, taxId, phone, email, social } = business;
  const { street, postalCode, locality } = business.address;
  return { business: { name, legalName, taxId, phone }, footer: { email, social, address: { street, postalCode, locality } } };
}

export type SiteChrome = ReturnType<typeof siteChrome>;
