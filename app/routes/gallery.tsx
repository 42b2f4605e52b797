import type { Route } from "./+types/gallery";
import { PageIntro } from "~/components/page-intro";
import { PhotoGallery } from "~/components/photo-gallery";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, site.pages.gallery, "/galeria", { ogImage: "gallery" });

export default function GalleryPage() {
  const page = site.pages.gallery;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro eyebrow="Galeria" heading={page.heading} lead={page.lead} />
      <section aria-label="Zdjęcia" className="section">
        <div className="container-page">
          <PhotoGallery items={site.gallery} />
        </div>
      </section>
    </main>
  );
}
