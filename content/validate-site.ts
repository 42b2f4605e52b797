// Checks every content file against its schema; the build runs this first.
import { site } from "./index";
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
import { validateContent } from "./validate";

export function validateSite(): void {
  validateContent("content/business.ts", businessSchema, site.business);
  validateContent("content/pages.ts", pagesSchema, site.pages);
  validateContent("content/trainer.ts", trainerSchema, site.trainer);
  validateContent("content/offer.ts", offerSchema, site.offer);
  validateContent("content/home.ts", homeSchema, site.home);
  validateContent("content/gallery.ts", gallerySchema, site.gallery);
  validateContent("content/achievements.ts", achievementsSchema, site.achievements);
  validateContent("content/contact-page.ts", contactPageSchema, site.contactPage);
  validateContent("content/privacy.ts", privacySchema, site.privacy);
}
