// The sections of the site's content: one document each in the database, one
// file each in content/ (the initial content), one form each in the editor.
import type { z } from "zod";
import {
  achievementsSchema,
  businessSchema,
  contactPageSchema,
  gallerySchema,
  homeSchema,
  offerSchema,
  pagesSchema,
  trainerSchema,
} from "../../content/schema";
import { privacySchema } from "../../content/privacy-schema";
import { bookingSchema, type BookingSettings } from "../../content/booking-schema";
import { termsSchema } from "../../content/terms-schema";
import type { OpeningHours } from "./opening-hours";

export const sectionSchemas = {
  business: businessSchema,
  trainer: trainerSchema,
  offer: offerSchema,
  home: homeSchema,
  gallery: gallerySchema,
  achievements: achievementsSchema,
  pages: pagesSchema,
  privacy: privacySchema,
  contactPage: contactPageSchema,
  booking: bookingSchema,
  terms: termsSchema,
} as const;

export type SectionKey = keyof typeof sectionSchemas;

/** Each section as stored, edited and published (validated, defaults filled in). */
export type SectionDocuments = { [Key in SectionKey]: z.output<(typeof sectionSchemas)[Key]> };

/** The site as pages, mails and calendar files show it: the documents with every derived fact filled in (resolveContent). */
export type SiteContent = Omit<SectionDocuments, "business" | "booking"> & {
  business: SectionDocuments["business"] & { openingHours: OpeningHours[]; priceRange: string };
  booking: BookingSettings;
};

export type SectionInfo = {
  key: SectionKey;
  /** In the editor's address: /admin/tresci/<slug>. */
  slug: string;
  title: string;
  /** Where the section shows on the site, for the editor's list. */
  shows: string;
  /** Its initial content, in the repository. */
  file: string;
  /** The page "Podgląd" shows. */
  previewPath: string;
};

/** In the order the editor lists them. */
export const sections: readonly SectionInfo[] = [
  {
    key: "business",
    slug: "kontakt",
    title: "Dane kontaktowe",
    shows: "stopka, strona Kontakt, dane dla wyszukiwarek",
    file: "content/business.ts",
    previewPath: "/kontakt",
  },
  { key: "trainer", slug: "o-mnie", title: "O mnie", shows: "strona główna, Osiągnięcia (certyfikaty)", file: "content/trainer.ts", previewPath: "/" },
  {
    key: "offer",
    slug: "oferta",
    title: "Oferta i cennik",
    shows: "Oferta, strona główna, lista usług w formularzu, nazwy i ceny usług w rezerwacjach",
    file: "content/offer.ts",
    previewPath: "/oferta",
  },
  { key: "home", slug: "strona-glowna", title: "Strona główna", shows: "zdjęcie, dla kogo, kroki, opinie, pytania", file: "content/home.ts", previewPath: "/" },
  { key: "gallery", slug: "galeria", title: "Galeria", shows: "strona Galeria", file: "content/gallery.ts", previewPath: "/galeria" },
  {
    key: "achievements",
    slug: "osiagniecia",
    title: "Osiągnięcia",
    shows: "zawody i metamorfozy na stronie Osiągnięcia",
    file: "content/achievements.ts",
    previewPath: "/osiagniecia",
  },
  {
    key: "pages",
    slug: "tytuly-stron",
    title: "Tytuły i opisy stron",
    shows: "nagłówki stron, tytuły w kartach i wynikach wyszukiwania",
    file: "content/pages.ts",
    previewPath: "/",
  },
  {
    key: "privacy",
    slug: "polityka-prywatnosci",
    title: "Polityka prywatności",
    shows: "strona Polityka prywatności",
    file: "content/privacy.ts",
    previewPath: "/polityka-prywatnosci",
  },
  {
    key: "contactPage",
    slug: "mapa",
    title: "Mapa dojazdu",
    shows: "zdjęcie mapy na stronie Kontakt",
    file: "content/contact-page.ts",
    previewPath: "/kontakt",
  },
  {
    key: "booking",
    slug: "rezerwacje",
    title: "Godziny pracy i rezerwacje",
    shows: "godziny pracy na stronie Kontakt; usługi, dni wolne i zasady na stronie Rezerwacja",
    file: "content/booking.ts",
    previewPath: "/rezerwacja",
  },
  {
    key: "terms",
    slug: "regulamin",
    title: "Regulamin i płatności",
    shows: "strona Regulamin; sposoby płatności i dane do przelewu w rezerwacji, e-mailach i na stronie rezerwacji klienta",
    file: "content/terms.ts",
    previewPath: "/regulamin",
  },
];

export function sectionBySlug(slug: string | undefined): SectionInfo | undefined {
  return sections.find((section) => section.slug === slug);
}
