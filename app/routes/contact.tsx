import type { Route } from "./+types/contact";
import { PageIntro } from "~/components/page-intro";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, site.pages.contact, "/kontakt");

export default function ContactPage() {
  const page = site.pages.contact;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro heading={page.heading} lead={page.lead} />
    </main>
  );
}
