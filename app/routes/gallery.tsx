import type { Route } from "./+types/gallery";
import { PageIntro } from "~/components/page-intro";
import { imageEntry } from "~/photos/image-entry.server";
import { PhotoGallery } from "~/components/photo-gallery";
import { metaFromLoader } from "~/lib/meta-from-loader";
import { sitePageMeta } from "~/lib/seo.server";
import { typesetAll } from "~/lib/typeset";
import { contentFor } from "~/site-content/live-content.server";
import { serverSections } from "~/lib/server-sections.server";
import { ServerSection, useServerSections } from "~/components/server-section";

export const meta: Route.MetaFunction = metaFromLoader;

export function loader({ context }: Route.LoaderArgs) {
  const { business, gallery, pages } = contentFor(context);
  const { title, description, ...intro } = pages.gallery;
  return { meta: sitePageMeta(business, { title, description }, "/galeria", { ogImage: "gallery" }), gallery: typesetAll(gallery).map((item) => ({ ...item, image: imageEntry(item.photo) })), ...serverSections(context, { intro: <PageIntro eyebrow="Galeria" {...intro} /> }) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { gallery } = loaderData;
  const sections = useServerSections(loaderData.sections);
  return (
    <main id="tresc" className="flex-1">
      <ServerSection as="header" className="page-intro" html={sections.intro} />
      <section aria-label="Zdjęcia" className="section">
        <div className="container-page">
          <PhotoGallery items={gallery} />
        </div>
      </section>
    </main>
  );
}
