import type { Route } from "./+types/gallery";
import { PageIntro } from "~/components/page-intro";
import { PhotoGallery } from "~/components/photo-gallery";
import { sitePageMeta } from "~/lib/seo";
import gallery from "~content/gallery";
import pages from "~content/pages";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, pages.gallery, "/galeria", { ogImage: "gallery" });

export default function GalleryPage() {
  const page = pages.gallery;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro eyebrow="Galeria" heading={page.heading} lead={page.lead} />
      <section aria-label="Zdjęcia" className="section">
        <div className="container-page">
          <PhotoGallery items={gallery} />
        </div>
      </section>
    </main>
  );
}
