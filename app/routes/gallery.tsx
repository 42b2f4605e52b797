import type { Route } from "./+types/gallery";
import { PageIntro } from "~/components/page-intro";
import { imageEntry } from "~/photos/index.server";
import { PhotoGallery } from "~/components/photo-gallery";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typesetAll } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const { business, gallery, pages } = contentFor(context);
  const { title, description, ...intro } = pages.gallery;
  return {
    meta: sitePageMeta(business, { title, description }, "/galeria", { ogImage: "gallery" }),
    gallery: typesetAll(gallery).map((item) => ({ ...item, image: imageEntry(item.photo) })),
    intro,
  };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { gallery, intro } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <header className="page-intro">
        <PageIntro eyebrow="Galeria" {...intro} />
      </header>
      <section aria-label="Zdjęcia" className="section">
        <div className="container-page">
          <PhotoGallery items={gallery} />
        </div>
      </section>
    </main>
  );
}
