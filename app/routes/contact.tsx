import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/contact-details";
import { PageIntro } from "~/components/page-intro";
import { sitePageMeta } from "~/lib/seo";
import { site } from "~content/index";

export const meta: Route.MetaFunction = ({ matches }) =>
  sitePageMeta(matches, site.pages.contact, "/kontakt", { ogImage: "contact" });

export default function ContactPage() {
  const page = site.pages.contact;
  return (
    <main id="tresc" className="flex-1">
      <PageIntro eyebrow="Kontakt" heading={page.heading} lead={page.lead} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.15fr_1fr]">
        <section aria-labelledby="formularz">
          <h2 id="formularz" className="heading-2">
            Napisz do mnie
          </h2>
        </section>
        <ContactDetails />
      </div>
    </main>
  );
}
