// The validated content of the site. A mistake in any content file stops the
// build here with the file, the field and what is wrong.
import achievements from "./achievements";
import business from "./business";
import contactPage from "./contact-page";
import gallery from "./gallery";
import home from "./home";
import offer from "./offer";
import pages from "./pages";
import privacy from "./privacy";
import {
  achievementsSchema,
  businessSchema,
  contactPageSchema,
  gallerySchema,
  homeSchema,
  offerSchema,
  pagesSchema,
  privacySchema,
  trainerSchema,
} from "./schema";
import trainer from "./trainer";
import { validateContent } from "./validate";

export const site = {
  business: validateContent("content/business.ts", businessSchema, business),
  pages: validateContent("content/pages.ts", pagesSchema, pages),
  trainer: validateContent("content/trainer.ts", trainerSchema, trainer),
  offer: validateContent("content/offer.ts", offerSchema, offer),
  home: validateContent("content/home.ts", homeSchema, home),
  gallery: validateContent("content/gallery.ts", gallerySchema, gallery),
  achievements: validateContent("content/achievements.ts", achievementsSchema, achievements),
  contactPage: validateContent("content/contact-page.ts", contactPageSchema, contactPage),
  privacy: validateContent("content/privacy.ts", privacySchema, privacy),
};

export type Site = typeof site;

/** Every photo the content refers to, with where it is named, for the build's checks. */
export function photoReferences(content: Site): { file: string; field: string; photo: string }[] {
  return [
    { file: "content/home.ts", field: "heroPhoto", photo: content.home.heroPhoto },
    { file: "content/trainer.ts", field: "portrait", photo: content.trainer.portrait },
    { file: "content/contact-page.ts", field: "mapPhoto", photo: content.contactPage.mapPhoto },
    ...content.gallery.map((item, index) => ({ file: "content/gallery.ts", field: `${index}.photo`, photo: item.photo })),
    ...content.achievements.transformations.flatMap((item, index) => [
      { file: "content/achievements.ts", field: `transformations.${index}.before`, photo: item.before },
      { file: "content/achievements.ts", field: `transformations.${index}.after`, photo: item.after },
    ]),
  ];
}
