import type { SiteContent } from "~/site-content/sections";

/** Who is responsible for visitors' data (RODO art. 13), as the privacy policy and the form's notice name them. */
export function dataController({ business, trainer }: Pick<SiteContent, "business" | "trainer">) {
  const { legalName, taxId, email, phone } = business;
  const { street, postalCode, locality } = business.address;
  return { name: trainer.name, legalName, taxId, email, phone, address: { street, postalCode, locality } };
}

export type DataController = ReturnType<typeof dataController>;
