import type { SiteContent } from "~/site-content/sections";

/**
 * What every page's frame shows from the content: the trainer the header
 * names (and whose gender the panel's words agree with), the business
 * details of the header, the contact bar and the error page, and the
 * footer's address and profiles.
 */
export function siteChrome({ business, trainer }: Pick<SiteContent, "business" | "trainer">) {
  const { name, legalName, taxId, phone, email, social } = business;
  const { street, postalCode, locality } = business.address;
  return {
    trainer: { name: trainer.name, roleTitle: trainer.roleTitle, gender: trainer.gender },
    business: { name, legalName, taxId, phone },
    footer: { email, social, address: { street, postalCode, locality } },
  };
}

export type SiteChrome = ReturnType<typeof siteChrome>;
