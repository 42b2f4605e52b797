import type { Route } from "./+types/gallery";
import { PageIntro } from "~/components/page-intro";
import { PhotoGallery } from "~/components/photo-gallery";
import { sitePageMeta } from "~/lib/seo";
import { typesetAll } from "~/lib/typeset";
import { contentFor } from "~/site-content/live-content.server";
import { serverSections } from "~/lib/server-sections.server";
import { useServerSections } from "~/components/server-section";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  sitePageMeta(matches, loaderData.meta, "/galeria", { ogImage: "gallery" });

export function loader({ context }: Route.LoaderArgs) {
  const { gallery, pages } = contentFor(context);
  const { title, description, ...intro } = pages.gallery;
  return { meta: { title, description }, gallery: typesetAll(gallery), ...serverSections(context, { intro }) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { gallery } = loaderData;
  const intro = useServerSections(loaderData.sections)?.intro;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro eyebrow="Galeria" intro={intro} />
      <section aria-label="Zdjęcia" className="section">
        <div className="container-page">
          <PhotoGallery items={gallery} />
        </div>
      </section>
    </main>
  );
}
