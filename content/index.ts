// The validated content of the site. A mistake in any content file stops the
// build here with the file, the field and what is wrong.
import business from "./business";
import pages from "./pages";
import { businessSchema, pagesSchema, trainerSchema } from "./schema";
import trainer from "./trainer";
import { validateContent } from "./validate";

export const site = {
  business: validateContent("content/business.ts", businessSchema, business),
  pages: validateContent("content/pages.ts", pagesSchema, pages),
  trainer: validateContent("content/trainer.ts", trainerSchema, trainer),
};
