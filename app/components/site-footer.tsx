import { PageLink } from "./page-link";
import { FooterContact, FooterSocial } from "./footer-details";
import { usePublicChrome } from "~/hooks/use-public-chrome";
import { useSiteBusiness, useSiteFooter } from "~/hooks/use-site-chrome";

/** Contact details, social profiles and legal links on every page. */
export function SiteFooter() {
  const publicChrome = usePublicChrome();
  const business = useSiteBusiness();
  const footer = useSiteFooter();
  // A page whose root loader did not run has no footer, on the server and in the browser alike.
  if (!publicChrome || !business || !footer) return null;
  return (
    <footer className="mt-auto border-t border-line bg-ink text-white">
      <div className="container-page grid gap-8 py-12 md:grid-cols-3">
        <FooterContact phone={business.phone} email={footer.email} address={footer.address} />
        <FooterSocial social={footer.social} />
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
          <p className="mt-2">
            <PageLink className="footer-link" to="/regulamin">
              Regulamin
            </PageLink>
          </p>
        </section>
      </div>
      <p className="container-page border-t border-white/15 py-4 text-sm text-white/85">© {business.name}. Strona nie używa ciasteczek śledzących.</p>
    </footer>
  );
}
