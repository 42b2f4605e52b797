import type { Route } from "./+types/thanks";
import { PageIntro } from "~/components/page-intro";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, site.pages.thanks, "/dziekujemy", { noindex: true });

export default function ThanksPage() {
  const page = site.pages.thanks;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro heading={page.heading} lead={page.lead} />
    </main>
  );
}
