import type { Route } from "./+types/gallery";
import { PageIntro } from "~/components/page-intro";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, site.pages.gallery, "/galeria");

export default function GalleryPage() {
  const page = site.pages.gallery;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro heading={page.heading} lead={page.lead} />
    </main>
  );
}
