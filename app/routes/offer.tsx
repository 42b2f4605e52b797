import type { Route } from "./+types/offer";
import { PageIntro } from "~/components/page-intro";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, site.pages.offer, "/oferta");

export default function OfferPage() {
  const page = site.pages.offer;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro heading={page.heading} lead={page.lead} />
    </main>
  );
}
