import type { Graph, HealthAndBeautyBusiness, OfferCatalog, Person, WebSite } from "schema-dts";
import type { Offer } from "~content/schema";
import type { SiteContent } from "~/site-content/sections";

/**
 * The JSON-LD graph of every page: the business and the website, built from
 * the same content the pages show, so the markup always matches the page;
 * with `offer` (the offer page), also the price list.
 */
export function buildStructuredData(siteUrl: string, business: SiteContent["business"], trainer: SiteContent["trainer"], offer?: Offer): Graph {
  const founder: Person = {
    "@type": "Person",
    name: trainer.name,
    jobTitle: trainer.jobTitle,
    // The role the header names ("Trenerka personalna"), as the trainer words it.
    hasOccupation: { "@type": "Occupation", name: trainer.roleTitle },
    // The gender the trainer set, as the site's words about them follow it.
    gender: trainer.gender === "feminine" ? "https://schema.org/Female" : "https://schema.org/Male",
    hasCredential: trainer.certificates.map((certificate) => ({
      "@type": "EducationalOccupationalCredential",
      name: certificate.name,
      credentialCategory: "certificate",
      recognizedBy: { "@type": "Organization", name: certificate.issuer },
      dateCreated: String(certificate.year),
    })),
  };
  const organization: HealthAndBeautyBusiness = {
    "@type": "HealthAndBeautyBusiness",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/og/default.jpg`,
    telephone: business.phone,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: "PL",
    },
    openingHoursSpecification: business.openingHours.flatMap((hours) =>
      hours.ranges.map((range) => ({
        "@type": "OpeningHoursSpecification" as const,
        dayOfWeek: hours.dayCodes.map((code) => `https://schema.org/${dayNames[code]}` as const),
        opens: range.from,
        // schema.org's midnight is 23:59 on the same day.
        closes: range.to === "24:00" ? "23:59" : range.to,
      })),
    ),
    sameAs: business.social.map((profile) => profile.url),
    founder,
    ...(offer && { hasOfferCatalog: offerCatalog(siteUrl, offer) }),
  };
  const website: WebSite = {
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    url: `${siteUrl}/`,
    name: business.name,
    inLanguage: "pl-PL",
    publisher: { "@id": `${siteUrl}/#business` },
  };
  return { "@context": "https://schema.org", "@graph": [organization, website] };
}

function offerCatalog(siteUrl: string, offer: Offer): OfferCatalog {
  return {
    "@type": "OfferCatalog",
    name: "Pakiety i ceny",
    itemListElement: offer.packages.map((offerPackage) => ({
      "@type": "Offer",
      name: offerPackage.name,
      description: offerPackage.description,
      price: String(offerPackage.price),
      priceCurrency: "PLN",
      url: `${siteUrl}/oferta#cennik`,
    })),
  };
}

const dayNames = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
} as const;

/** JSON for a <script> element: "<" escaped so no content can close the tag. */
export function serializeJsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, "\\u003c");
}
