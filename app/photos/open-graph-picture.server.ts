// The 1200×630 picture each page shows when it is shared: which photo, and
// how it is framed. Used by the build (from content/) and by the server
// (from the published content); imports nothing of the server's.
import sharp from "sharp";
import type { Achievements, ContactPage, GalleryItem, Home, Trainer } from "../../content/schema";

export type PhotosShown = {
  home: Pick<Home, "heroPhoto">;
  gallery: Pick<GalleryItem, "photo">[];
  achievements: { transformations: Pick<Achievements["transformations"][number], "after">[] };
  contactPage: Pick<ContactPage, "mapPhoto">;
  trainer: Pick<Trainer, "portrait">;
};

/** The photo each page's Open Graph picture is made from (og/<page>.jpg). */
export function openGraphPhotos(site: PhotosShown): Record<string, string> {
  const hero = site.home.heroPhoto;
  return {
    default: hero,
    home: hero,
    offer: site.gallery[0]?.photo ?? hero,
    gallery: site.gallery[1]?.photo ?? hero,
    achievements: site.achievements.transformations[0]?.after ?? hero,
    contact: site.contactPage.mapPhoto,
    thanks: hero,
    privacy: site.trainer.portrait,
  };
}

/** A photo framed in the brand's colour at 1200×630. */
export function openGraphImage(source: Buffer): Promise<Buffer> {
  const frame = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect x="0" y="594" width="1200" height="36" fill="#c8f031"/><rect x="0" y="0" width="24" height="630" fill="#c8f031"/></svg>`,
  );
  return sharp(source)
    .rotate()
    .resize(1200, 630, { fit: "cover" })
    .composite([{ input: frame }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
