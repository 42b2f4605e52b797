import type { Route } from "./+types/home";
import { PageLink } from "~/components/page-link";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) => sitePageMeta(matches, site.pages.home, "/");

export default function HomePage() {
  const page = site.pages.home;
  return (
    <main id="tresc" className="flex-1">
      <section className="container-page py-16">
        <h1 className="heading-1">{page.heading}</h1>
        <p className="lead mt-4 max-w-2xl">{page.lead}</p>
        <PageLink to="/kontakt" className="button-primary mt-8">
          Umów bezpłatną konsultację
        </PageLink>
      </section>
    </main>
  );
}
