// The site's content, assembled from the files beside this one. The files
// are plain typed data (no validation code reaches the visitor's browser);
// validate-site.ts checks them all when the site is built.
import achievements from "./achievements";
import booking from "./booking";
import business from "./business";
import contactPage from "./contact-page";
import gallery from "./gallery";
import home from "./home";
import offer from "./offer";
import pages from "./pages";
import privacy from "./privacy";
import terms from "./terms";
import trainer from "./trainer";

export const site = { business, pages, trainer, offer, home, gallery, achievements, contactPage, privacy, booking, terms };

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
