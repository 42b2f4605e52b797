import { PageLink } from "./page-link";
import { useRouteLoaderData } from "react-router";
import { ServerSection, useServerSections } from "./server-section";
import { usePublicChrome } from "~/hooks/use-public-chrome";
import { useSiteBusiness } from "~/hooks/use-site-chrome";
import type { loader as rootLoader } from "~/root";

const FOOTER_CLASS = "mt-auto border-t border-line bg-ink text-white";

/** Contact details, social profiles (see footerSections) and legal links on every page. */
export function SiteFooter() {
  const publicChrome = usePublicChrome();
  const business = useSiteBusiness();
  const sections = useServerSections(
    useRouteLoaderData<typeof rootLoader>("root")?.sections,
  );
  if (!publicChrome) return null;
  // A page whose loaders did not run keeps the footer the server wrote.
  if (!business)
    return (
      <ServerSection as="footer" className={FOOTER_CLASS} html={undefined} />
    );
  return (
    <footer className={FOOTER_CLASS}>
      <div className="container-page grid gap-8 py-12 md:grid-cols-3">
        <ServerSection
          aria-labelledby="footer-contact"
          html={sections.footerContact}
        />
        <ServerSection
          aria-labelledby="footer-social"
          html={sections.footerSocial}
        />
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            Informacje
          </h2>
          <p className="leading-relaxed text-white/85">
            {business.legalName}
            <br />
            NIP {business.taxId}
          </p>
          <p className="mt-2">
            <PageLink className="footer-link" to="/polityka-prywatnosci">
              Polityka prywatności
            </PageLink>
          </p>
        </section>
      </div>
      <p className="container-page border-t border-white/15 py-4 text-sm text-white/85">
        © {business.name}. Strona nie używa ciasteczek śledzących.
      </p>
    </footer>
  );
}
